import { describe, expect, it } from 'vitest';
import { isOwner, ownerEmails, ownerList } from './ownerEmails';

describe('ownerEmails', () => {
  it('reads a comma-separated list, case-insensitively, ignoring blanks', () => {
    expect(ownerEmails(' Owner@Example.org, second@example.org ,,')).toEqual(new Set(['owner@example.org', 'second@example.org']));
    expect(ownerEmails('')).toEqual(new Set());
  });

  it('keeps account ids as written (they are case-sensitive)', () => {
    expect(ownerList(' AbC123 ,def,')).toEqual(new Set(['AbC123', 'def']));
  });
});

describe('isOwner', () => {
  const config = { uids: 'owner-uid', emails: 'owner@example.org' };
  it.each([
    ['a listed account id, verified', { uid: 'owner-uid', email: 'x@example.org', emailVerified: true }, true],
    ['a listed address, verified', { uid: 'other', email: 'Owner@Example.org', emailVerified: true }, true],
    ['a listed address, unverified', { uid: 'other', email: 'owner@example.org', emailVerified: false }, false],
    ['a listed account id, unverified', { uid: 'owner-uid', email: 'x@example.org', emailVerified: false }, false],
    ['anyone else', { uid: 'other', email: 'x@example.org', emailVerified: true }, false],
    ['an account id that differs only in case', { uid: 'OWNER-UID', email: 'x@example.org', emailVerified: true }, false],
  ])('%s: %s', (_name, user, expected) => {
    expect(isOwner(user, config)).toBe(expected);
  });
});
