import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPIRING_COLLECTIONS, EXPIRY_FIELD } from './documents';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes?: unknown[];
}

const { fieldOverrides = [] } = JSON.parse(readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8')) as { fieldOverrides?: FieldOverride[] };

describe('records expire by a TTL policy declared in firestore.indexes.json', () => {
  it('declares a TTL on EXPIRY_FIELD for exactly the expiring collections', () => {
    const ttl = fieldOverrides.filter((o) => o.ttl);
    expect(ttl.map((o) => [o.collectionGroup, o.fieldPath]).sort()).toEqual(EXPIRING_COLLECTIONS.map((c) => [c, EXPIRY_FIELD]).sort());
    // A timestamp that only expires things needs no index of its own.
    for (const o of ttl) expect(o.indexes).toEqual([]);
  });
});
