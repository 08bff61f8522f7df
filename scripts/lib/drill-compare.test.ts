import { describe, expect, it } from 'vitest';
import { canonical, compareStates, describeComparison, type DrillState } from './drill-compare';

const ts = { $timestamp: '1764288000.000000000' };

function state(): DrillState {
  return {
    firestore: {
      'articles/a1': { title: 'Back pain', version: 2, published_at: ts, tags: ['a', 'b'] },
      'support_tickets/t1/messages/m1': { from: 'staff', text: 'Rest the knee.' },
    },
    auth: { u1: { email: 'member@pmc-demo.test', customClaims: { role: 'member' }, passwordHash: 'x' } },
    storage: { 'demo-pmc.appspot.com/images/a.webp': { size: 10, md5Hash: 'abc', metadata: { token: 't' } } },
  };
}

describe('compareStates', () => {
  it('finds nothing between two equal states, whatever their key order, and counts each store', () => {
    const before = state();
    const after = state();
    after.firestore = { 'support_tickets/t1/messages/m1': { text: 'Rest the knee.', from: 'staff' }, 'articles/a1': before.firestore['articles/a1'] };
    const result = compareStates(before, after);
    expect(result.differences).toEqual([]);
    expect(result.counts).toEqual({ firestore: { before: 2, after: 2 }, auth: { before: 1, after: 1 }, storage: { before: 1, after: 1 } });
  });

  it('reports a missing document, an extra one, and a changed one with the fields that changed', () => {
    const before = state();
    const after = state();
    delete after.firestore['support_tickets/t1/messages/m1'];
    after.firestore['mail/new'] = { to: 'x' };
    after.firestore['articles/a1'] = { ...(before.firestore['articles/a1'] as object), version: 3, published_at: { $timestamp: '1764288000.000001000' } };
    expect(compareStates(before, after).differences).toEqual([
      {
        store: 'firestore',
        key: 'articles/a1',
        change: 'changed',
        fields: ['published_at', 'version'],
        detail: ['published_at: {"$timestamp":"1764288000.000000000"} → {"$timestamp":"1764288000.000001000"}', 'version: 2 → 3'],
      },
      { store: 'firestore', key: 'support_tickets/t1/messages/m1', change: 'missing' },
      { store: 'firestore', key: 'mail/new', change: 'extra' },
    ]);
  });

  it('reports a lost claim, password hash or object metadata, and a missing object', () => {
    const before = state();
    const changed = state();
    changed.auth.u1 = { email: 'member@pmc-demo.test', customClaims: {}, passwordHash: 'x' };
    changed.storage['demo-pmc.appspot.com/images/a.webp'] = { size: 10, md5Hash: 'abc', metadata: {} };
    expect(compareStates(before, changed).differences).toEqual([
      { store: 'auth', key: 'u1', change: 'changed', fields: ['customClaims'], detail: ['customClaims: {"role":"member"} → {}'] },
      { store: 'storage', key: 'demo-pmc.appspot.com/images/a.webp', change: 'changed', fields: ['metadata'], detail: ['metadata: {"token":"t"} → {}'] },
    ]);
    const emptied = { ...state(), storage: {} };
    expect(compareStates(before, emptied).differences).toEqual([{ store: 'storage', key: 'demo-pmc.appspot.com/images/a.webp', change: 'missing' }]);
  });

  it('an array in another order is a change', () => {
    const before = state();
    const after = state();
    after.firestore['articles/a1'] = { ...(before.firestore['articles/a1'] as object), tags: ['b', 'a'] };
    expect(compareStates(before, after).differences).toEqual([
      { store: 'firestore', key: 'articles/a1', change: 'changed', fields: ['tags'], detail: ['tags: ["a","b"] → ["b","a"]'] },
    ]);
  });
});

describe('describeComparison', () => {
  it('prints one count line per store and one line per difference', () => {
    const before = state();
    const after = { ...state(), auth: {} };
    const lines = describeComparison(compareStates(before, after));
    expect(lines[0]).toMatch(/firestore\s+2 before,\s+2 after the restore, 0 different/);
    expect(lines[1]).toMatch(/auth\s+1 before,\s+0 after the restore, 1 different/);
    expect(lines[3]).toBe('  ✘ auth u1: missing');
  });
});

describe('canonical', () => {
  it('sorts nested keys', () => {
    expect(canonical({ b: { d: 1, c: 2 }, a: [{ y: 1, x: 2 }] })).toBe('{"a":[{"x":2,"y":1}],"b":{"c":2,"d":1}}');
  });
});
