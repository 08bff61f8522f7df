/**
 * Abuse suite, malformed and oversize input to every callable function: wrong types, oversize
 * strings, huge and fractional numbers, nested objects, arrays, prototype tricks. Each call gets
 * `invalid-argument` with one of the function's own user-facing messages, and writes nothing: every
 * collection and every account's claims are the same before and after.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { IDEMPOTENCY_KEY_FIELD, KEYED_CALLABLES } from '@common/idempotency';
import { FIELD_MESSAGES, MESSAGES } from '@common/messages';
import { adminAuth, adminDb, callRaw, clearAll, closeAll, closeClients, createUser, idTokenFor, type TestUser } from '../../tooling/emulator-clients';
import { fromContentTrigger, putMembershipCode } from '../support/firestore-data';

const MB = 'x'.repeat(1024 * 1024);
const KB10 = '1'.repeat(10 * 1024);
/** 300 levels of { a: { a: ... } }. */
const deep = Array.from({ length: 300 }).reduce<unknown>((inner) => ({ a: inner }), {});

/** Inputs wrong for every callable, whatever its shape. */
const ANY_WRONG: [string, unknown][] = [
  ['a number', 42],
  ['a bare string', 'hello'],
  ['an array', [1, 2, 3]],
  ['a 1 MB string', MB],
  ['300 nested objects', deep],
  ['a prototype trick', JSON.parse('{"__proto__": {"admin": true, "count": 5, "code": "1234"}}')],
];

const CASES: { name: string; callable?: string; caller: 'admin' | 'stranger'; wrong: [string, unknown][]; messages: string[] }[] = [
  {
    name: CALLABLES.redeemMembershipCode,
    caller: 'stranger',
    messages: [MESSAGES.codeWrongLength],
    wrong: [
      ...ANY_WRONG,
      ['code of 1 MB', { code: MB }],
      ['code as a number', { code: 1234 }],
      ['code as an array', { code: ['1', '2', '3', '4'] }],
      ['code with a null byte', { code: '12\u00003' }],
      ['code of full-width digits', { code: '１２３４' }],
    ],
  },
  {
    name: CALLABLES.generateMembershipCodes,
    caller: 'admin',
    messages: [MESSAGES.generateCount, MESSAGES.generateInvitee, MESSAGES.generateBinding, MESSAGES.generateExpiry],
    wrong: [
      ...ANY_WRONG,
      ['count 1e308', { count: 1e308, unbound: true }],
      ['count -1', { count: -1, unbound: true }],
      ['count as a 10 kB string', { count: KB10, unbound: true }],
      ['count as an object', { count: { valueOf: 5 }, unbound: true }],
      ['count true', { count: true, unbound: true }],
      ['invitee of 1 MB', { count: 1, invitee_email: `${MB}@example.org` }],
      ['invitee as an array', { count: 1, invitee_email: ['a@example.org'] }],
      ['neither an invitee nor unbound', { count: 1 }],
      ['an invitee and unbound', { count: 1, invitee_email: 'a@example.org', unbound: true }],
      ['unbound as a string', { count: 1, unbound: 'true' }],
      ['unbound of 1 MB', { count: 1, unbound: MB }],
      ['expiry as a string', { count: 1, unbound: true, expires_at: '2999-01-01' }],
      ['expiry in the past', { count: 1, unbound: true, expires_at: 1_000 }],
      ['expiry beyond year 9999', { count: 1, unbound: true, expires_at: 1e20 }],
    ],
  },
  {
    name: CALLABLES.resetMembershipCode,
    caller: 'admin',
    messages: [MESSAGES.resetInput],
    wrong: [
      ...ANY_WRONG,
      ['code of 1 MB', { code: MB }],
      ['code as a number', { code: 1234 }],
      ['code with a path', { code: '1234/../../users' }],
      ['no code', {}],
    ],
  },
  {
    name: CALLABLES.setAdminRole,
    caller: 'admin',
    messages: [MESSAGES.adminRoleInput],
    wrong: [
      ...ANY_WRONG,
      ['account id of 1 MB', { uid: MB, admin: true }],
      ['admin as a string', { uid: 'some-account', admin: 'true' }],
      ['account id as an array', { uid: ['some-account'], admin: true }],
      ['an e-mail instead of an account id', { email: 'member@example.org', admin: true }],
      ['no admin flag', { uid: 'some-account' }],
    ],
  },
  {
    name: CALLABLES.claimOwnerRole,
    caller: 'stranger',
    messages: ['claimOwnerRole takes no input.'],
    wrong: ANY_WRONG,
  },
  {
    name: CALLABLES.removeMembership,
    caller: 'admin',
    messages: [MESSAGES.memberUidInput],
    wrong: [
      ...ANY_WRONG,
      ['account id of 1 MB', { uid: MB }],
      ['account id as a number', { uid: 42 }],
      ['an e-mail instead of an account id', { email: 'member@example.org' }],
    ],
  },
  {
    name: CALLABLES.resetSecondFactor,
    caller: 'admin',
    messages: [MESSAGES.secondFactorResetInput],
    wrong: [
      ...ANY_WRONG,
      ['account id of 1 MB', { uid: MB }],
      ['account id as a number', { uid: 42 }],
      ['an e-mail instead of an account id', { email: 'member@example.org' }],
    ],
  },
  {
    name: CALLABLES.listMembers,
    caller: 'admin',
    messages: [MESSAGES.listMembersInput],
    wrong: [
      ['a number', 42],
      ['an array', [1, 2, 3]],
      ['page token of 1 MB', { pageToken: MB }],
      ['page token as a number', { pageToken: 1000 }],
      ['a prototype trick', JSON.parse('{"__proto__": {"pageToken": "x"}}')],
    ],
  },
  {
    name: CALLABLES.updateMyName,
    caller: 'stranger',
    // The name's own messages are the form's (common/schemas/fields.ts): one schema for both.
    messages: [MESSAGES.accountNameInput, FIELD_MESSAGES.nameRequired, FIELD_MESSAGES.nameTooLong],
    wrong: [
      ...ANY_WRONG,
      ['no name', {}],
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['a name of 101 characters', { name: 'n'.repeat(101) }],
      ['a name of 1 MB', { name: MB }],
      ['a name as a number', { name: 42 }],
      ['a name with a control character', { name: 'Pat\u0000Example' }],
      ['a name with a line break', { name: 'Pat\nExample' }],
    ],
  },
  ...[CALLABLES.exportMyData, CALLABLES.deleteMyAccount].map((name) => ({
    name,
    caller: 'stranger' as const,
    messages: [MESSAGES.noInput],
    wrong: [
      ['a number', 42],
      ['a bare string', 'hello'],
      ['an array', [1, 2, 3]],
      ['another account’s id', { uid: 'someone-else' }],
    ] as [string, unknown][],
  })),
  {
    name: CALLABLES.answerSupportTicket,
    caller: 'admin',
    messages: [MESSAGES.ticketAnswerInput],
    wrong: [
      ...ANY_WRONG,
      ['no ticket id', { kind: 'reply', text: 'Hello' }],
      ['a ticket id with a slash', { ticketId: 'a/b', kind: 'reply', text: 'Hello' }],
      ['a kind other than reply or note', { ticketId: 't1', kind: 'email', text: 'Hello' }],
      ['a text of spaces', { ticketId: 't1', kind: 'note', text: '   ' }],
      ['a text of 1 MB', { ticketId: 't1', kind: 'reply', text: MB }],
      ['a text as an array', { ticketId: 't1', kind: 'reply', text: ['Hello'] }],
      ['a prototype trick', JSON.parse('{"__proto__": {"ticketId": "t1", "kind": "reply", "text": "Hello"}}')],
    ],
  },
  {
    name: CALLABLES.resetCodeBreaker,
    caller: 'admin',
    messages: [MESSAGES.noInput],
    wrong: [...ANY_WRONG, ['an object with a field', { until: 0 }]],
  },
  // The insight recorders need a member's token (staff's is one); getInsights takes no input.
  {
    name: CALLABLES.recordUse,
    caller: 'admin',
    messages: [MESSAGES.recordUseInput],
    wrong: [
      ...ANY_WRONG,
      ['no record', { kind: 'articles', action: 'opened' }],
      ['a kind that is not counted', { kind: 'products', id: 'p1', action: 'opened' }],
      ['an action that is not counted', { kind: 'articles', id: 'a1', action: 'liked' }],
      ['an id with a slash', { kind: 'articles', id: 'a/b', action: 'opened' }],
      ['an id of 1 MB', { kind: 'articles', id: MB, action: 'opened' }],
      ['an id as an array', { kind: 'articles', id: ['a1'], action: 'opened' }],
    ],
  },
  {
    name: CALLABLES.recordSearchMiss,
    caller: 'admin',
    messages: [MESSAGES.recordSearchMissInput],
    wrong: [...ANY_WRONG, ['no query', {}], ['a query of 10 kB', { query: KB10 }], ['a query as a number', { query: 42 }], ['a query as an array', { query: ['knee'] }]],
  },
  {
    name: CALLABLES.getInsights,
    caller: 'admin',
    messages: [MESSAGES.noInput],
    wrong: [['a number', 42], ['a bare string', 'hello'], ['an array', [1, 2, 3]], ['an object with a field', { since: '2026-01-01' }]],
  },
  {
    name: CALLABLES.endOtherSessions,
    caller: 'stranger',
    messages: [MESSAGES.noInput],
    wrong: [
      ['a number', 42],
      ['a bare string', 'hello'],
      ['an array', [1, 2, 3]],
      ['an object with a field', { uid: 'someone-else' }],
    ],
  },
];

/** A valid input of each keyed callable, to carry a key that is the only thing wrong. */
const KEYED_INPUT: Record<(typeof KEYED_CALLABLES)[number], Record<string, unknown>> = {
  [CALLABLES.generateMembershipCodes]: { count: 1, unbound: true },
  [CALLABLES.resetMembershipCode]: { code: '1234' },
  [CALLABLES.retireUnusedCodes]: {},
  [CALLABLES.resetCodeBreaker]: {},
  [CALLABLES.setAdminRole]: { uid: 'some-account', admin: true },
  [CALLABLES.removeMembership]: { uid: 'some-account' },
  [CALLABLES.resetSecondFactor]: { uid: 'some-account' },
  [CALLABLES.updateSupportTicket]: { ticketId: 't1', status: 'closed' },
  [CALLABLES.answerSupportTicket]: { ticketId: 't1', kind: 'reply', text: 'Hello' },
};
const MALFORMED_KEYS: [string, unknown][] = [
  ['an empty key', ''],
  ['a key of 21 characters', 'k'.repeat(21)],
  ['a key of 1 MB', MB],
  ['a key with a path', '../../idempotency_keys/aaaaaaaaaaaaaaaaaaaaaaa'],
  ['a key with a null byte', `${'k'.repeat(30)}\u0000`],
  ['a key as a number', 9007199254740991],
  ['a key as an array', ['0f8fad5b-d9cb-469f-a165-70867728950e']],
  ['a key as an object', { key: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
  ['a key as true', true],
];
CASES.push(
  ...KEYED_CALLABLES.map((name) => ({
    name: `${name} (its idempotency key)`,
    callable: name,
    caller: 'admin' as const,
    messages: [MESSAGES.idempotencyKeyInput],
    wrong: MALFORMED_KEYS.map(([label, key]): [string, unknown] => [label, { ...KEYED_INPUT[name], [IDEMPOTENCY_KEY_FIELD]: key }]),
  })),
);

let admin: TestUser;
let stranger: TestUser;
let member: TestUser;
const tokens: Record<'admin' | 'stranger', string> = { admin: '', stranger: '' };

/** Everything a call could change: every collection's documents and every account's claims and name. */
async function state(): Promise<string> {
  const db = adminDb();
  // The content versions and histories move with content triggers of earlier suites, as their audit entries do.
  const moving: string[] = [COLLECTIONS.contentVersions, COLLECTIONS.contentHistory];
  const collections = await Promise.all(
    Object.values(COLLECTIONS).filter((name) => !moving.includes(name)).map(async (name) => {
      const snap = await db.collection(name).get();
      // Entries of content triggers from earlier suites may land at any time: not this test's writes.
      const docs = snap.docs.filter((d) => name !== COLLECTIONS.auditLog || !fromContentTrigger(d.data()));
      return [name, docs.map((d) => [d.id, d.updateTime.toMillis()])] as const;
    }),
  );
  const users = (await adminAuth().listUsers()).users.map((u) => [u.uid, u.customClaims ?? null, u.displayName ?? null]);
  return JSON.stringify({ collections, users });
}

beforeAll(async () => {
  await clearAll();
  [admin, stranger, member] = await Promise.all([
    createUser({ role: 'admin', emailVerified: true }), // setAdminRole wants a verified caller
    createUser(),
    createUser({ email: 'member@example.org', role: 'member' }),
  ]);
  await putMembershipCode('1234', { is_used: true, assigned_to: member.uid, assigned_user: { email: member.email } });
  tokens.admin = await idTokenFor(admin);
  tokens.stranger = await idTokenFor(stranger);
});
afterEach(closeClients);
afterAll(closeAll);

describe.each(CASES)('$name refuses malformed input and writes nothing', ({ name, callable = name, caller, wrong, messages }) => {
  it.each(wrong)('%s', async (_label, data) => {
    const before = await state();
    const result = await callRaw(callable, data, { idToken: tokens[caller] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe('invalid-argument');
      expect(messages).toContain(result.message);
    }
    expect(await state()).toBe(before);
  });
});

// Last: these calls do their work (a code generated, one reset, codes retired), which no case above may see.
describe('a keyed callable without a key, or with a null one, is not refused for it', () => {
  it.each(KEYED_CALLABLES)('%s', async (name) => {
    for (const data of [KEYED_INPUT[name], { ...KEYED_INPUT[name], [IDEMPOTENCY_KEY_FIELD]: null }]) {
      const result = await callRaw(name, data, { idToken: tokens.admin });
      // Some have nothing to act on here (no such account or ticket, no tripped breaker): any answer but invalid input.
      if (!result.ok) expect(result.status).not.toBe('invalid-argument');
    }
  });
});
