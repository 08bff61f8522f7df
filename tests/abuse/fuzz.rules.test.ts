/**
 * Abuse suite, rules fuzz: random reads and writes from random roles against every collection and
 * Storage path, each checked against the permission table the rules tests use
 * (tests/rules/permissions.ts). Writes come in four shapes: the table's valid payload, the same
 * with one field turned into a value of another type, the same with an unknown field added, and
 * random junk. Only a valid payload from an actor the table allows may succeed; anything else must
 * be refused. Any disagreement fails, naming the seed (FUZZ_SEED=<n> replays a run).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { UPLOADS } from '@common/content';
import { createRecord } from '../rules/content-fixtures';
import { bytes, contextFor, runOperation, runStorageOperation, seedCollection, seedStoragePath, targetId, upload } from '../rules/operations';
import {
  ACTORS,
  COLLECTIONS_UNDER_TEST,
  OPERATIONS,
  PERMISSIONS,
  STORAGE_PATHS_UNDER_TEST,
  STORAGE_PERMISSIONS,
  type Actor,
  type Operation,
} from '../rules/permissions';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const FIRESTORE_CASES = 240;
const STORAGE_CASES = 90;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

type TypeClass = 'string' | 'number' | 'boolean' | 'null' | 'map' | 'list' | 'other';
const SAMPLES: Record<Exclude<TypeClass, 'other'>, unknown> = {
  string: 'fuzz',
  number: 42,
  boolean: true,
  null: null,
  map: { fuzz: 1 },
  list: ['fuzz'],
};

function typeClass(value: unknown): TypeClass {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return typeof value as TypeClass;
  // Dates, server timestamps and other SDK values.
  if (value instanceof Date || (typeof value === 'object' && value !== null && value.constructor !== Object)) return 'other';
  return 'map';
}

type Variant = 'valid' | 'wrongType' | 'extraKey' | 'junk';
const VARIANTS: readonly Variant[] = ['valid', 'wrongType', 'extraKey', 'junk'];

function mutate(data: Record<string, unknown>, variant: Variant, rand: ReturnType<typeof prng>): Record<string, unknown> {
  switch (variant) {
    case 'valid':
      return data;
    case 'wrongType': {
      const key = rand.pick(Object.keys(data));
      const original = typeClass(data[key]);
      const other = rand.pick((Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]).filter((c) => c !== original));
      return { ...data, [key]: SAMPLES[other] };
    }
    case 'extraKey':
      return { ...data, [`fuzz_${Math.floor(rand.next() * 1e6)}`]: 'extra' };
    case 'junk':
      return Object.fromEntries(Array.from({ length: 1 + Math.floor(rand.next() * 3) }, (_, i) => [`junk_${i}`, rand.pick(Object.values(SAMPLES))]));
  }
}

let env: RulesTestEnvironment;
setLogLevel('silent');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-fuzz',
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
    storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
  });
});
afterAll(() => env?.cleanup());

interface Case {
  where: string;
  actor: Actor;
  op: Operation;
  variant: Variant;
  expected: 'allowed' | 'refused';
}

describe(`rules fuzz (FUZZ_SEED=${SEED})`, { timeout: 300_000 }, () => {
  it(`${FIRESTORE_CASES} random Firestore operations agree with the permission table`, async () => {
    const rand = prng(SEED);
    const disagreements: (Case & { got: string })[] = [];
    const collections = Object.keys(PERMISSIONS);
    for (let i = 0; i < FIRESTORE_CASES; i++) {
      const collection = rand.pick(collections);
      const actor = rand.pick(ACTORS);
      const op = rand.pick(OPERATIONS);
      const writes = op === 'create' || op === 'update';
      const variant: Variant = writes ? rand.pick(VARIANTS) : 'valid';
      const allowed = PERMISSIONS[collection][actor][op] && variant === 'valid';
      const c: Case = { where: collection, actor, op, variant, expected: allowed ? 'allowed' : 'refused' };

      await env.clearFirestore();
      await seedCollection(env, collection, op === 'create' ? targetId(collection, actor) : undefined);
      const ctx = contextFor(env, actor);
      let attempt: Promise<unknown>;
      if (!writes || variant === 'valid') {
        attempt = runOperation(ctx, collection, actor, op);
      } else {
        const spec = COLLECTIONS_UNDER_TEST[collection];
        const id = targetId(collection, actor);
        const source = op === 'update' ? (spec.update ?? spec.write) : spec.write;
        const data = mutate(typeof source === 'function' ? source(id) : source, variant, rand);
        const db = ctx.firestore();
        attempt = op === 'create' ? createRecord(db, collection, id, data) : db.collection(collection).doc(id).update(data);
      }
      const got = await attempt.then(
        () => 'allowed',
        () => 'refused',
      );
      if (got !== c.expected) disagreements.push({ ...c, got });
    }
    expect(disagreements).toEqual([]);
  });

  it(`${STORAGE_CASES} random Storage operations agree with the permission table`, async () => {
    const rand = prng(SEED + 1);
    const disagreements: (Case & { got: string })[] = [];
    const paths = Object.keys(STORAGE_PERMISSIONS);
    for (let i = 0; i < STORAGE_CASES; i++) {
      const path = rand.pick(paths);
      const actor = rand.pick(ACTORS);
      const op = rand.pick(OPERATIONS);
      const spec = STORAGE_PATHS_UNDER_TEST[path];
      const writes = op === 'create' || op === 'update';
      // Uploads: as the table has them, of a type the folder does not take, or one byte too big
      // (images only: the PDF limit is 20 MB, too slow to send hundreds of times).
      const variant = writes ? rand.pick(spec.upload === 'image' ? (['valid', 'wrongType', 'extraKey'] as const) : (['valid', 'wrongType'] as const)) : 'valid';
      const allowed = STORAGE_PERMISSIONS[path][actor][op] && variant === 'valid';
      const c: Case = { where: path, actor, op, variant, expected: allowed ? 'allowed' : 'refused' };

      await seedStoragePath(env, path);
      const ctx = contextFor(env, actor);
      let attempt: Promise<unknown>;
      if (!writes || variant === 'valid') {
        attempt = runStorageOperation(ctx, path, op);
      } else {
        const name = op === 'create' ? `fuzz-${i}-${spec.existing}` : spec.existing;
        const ref = ctx.storage().ref(`${spec.folder}/${name}`);
        attempt =
          variant === 'wrongType'
            ? upload(ref, bytes(), rand.pick(['text/html', 'image/svg+xml', 'application/javascript', 'application/octet-stream']))
            : upload(ref, bytes(UPLOADS[spec.upload].maxBytes + 1), spec.contentType);
      }
      const got = await attempt.then(
        () => 'allowed',
        () => 'refused',
      );
      if (got !== c.expected) disagreements.push({ ...c, got });
    }
    expect(disagreements).toEqual([]);
  });
});
