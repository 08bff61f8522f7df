import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { IDEMPOTENCY_KEY_FIELD } from '@common/idempotency';
import { MESSAGES } from '@common/messages';
import { keyDocId, takeKey } from './idempotency';

describe('takeKey: the key out of the input, before the schema sees it', () => {
  const key = randomUUID();

  it('takes a valid key and leaves the rest of the input as it was', () => {
    expect(takeKey({ count: 2, unbound: true, [IDEMPOTENCY_KEY_FIELD]: key })).toEqual({ key, data: { count: 2, unbound: true } });
    expect(takeKey({ [IDEMPOTENCY_KEY_FIELD]: 'A'.repeat(22) })).toEqual({ key: 'A'.repeat(22), data: {} });
  });

  it('a missing or null key is no key', () => {
    expect(takeKey({ code: '1234' })).toEqual({ key: null, data: { code: '1234' } });
    expect(takeKey({ code: '1234', [IDEMPOTENCY_KEY_FIELD]: null })).toEqual({ key: null, data: { code: '1234' } });
    expect(takeKey(null)).toEqual({ key: null, data: null });
  });

  it.each([['short', 'a'.repeat(21)], ['long', 'a'.repeat(44)], ['a slash', 'a/'.repeat(12)], ['a number', 7], ['an object', { key }]])('refuses a key that is %s', (_label, bad) => {
    expect(() => takeKey({ code: '1234', [IDEMPOTENCY_KEY_FIELD]: bad })).toThrow(MESSAGES.idempotencyKeyInput);
  });

  it('leaves input that is not a plain object to the schema, untouched', () => {
    const trick = JSON.parse(`{"__proto__": {"admin": true}, "${IDEMPOTENCY_KEY_FIELD}": "${key}"}`) as unknown;
    expect(takeKey(trick).data).toBe(trick);
    expect(takeKey([key])).toEqual({ key: null, data: [key] });
    expect(takeKey('hello')).toEqual({ key: null, data: 'hello' });
  });
});

describe('keyDocId', () => {
  it('differs per callable and per caller, and never contains the key', () => {
    const key = randomUUID();
    const ids = [
      keyDocId(CALLABLES.generateMembershipCodes, 'uid-1', key),
      keyDocId(CALLABLES.resetMembershipCode, 'uid-1', key),
      keyDocId(CALLABLES.generateMembershipCodes, 'uid-2', key),
    ];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect(id).not.toContain(key);
    }
    expect(keyDocId(CALLABLES.generateMembershipCodes, 'uid-1', key)).toBe(ids[0]);
  });
});
