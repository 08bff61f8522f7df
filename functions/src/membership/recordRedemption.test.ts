import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { failingFirestore } from '../shared/failingFirestore.testing';
import { heldBy, recordRedemption, verdictFor } from './recordRedemption';

const at = (ms: number) => ({ toMillis: () => ms });
const redeemer = { uid: 'u1', email: 'rosa@example.org', name: 'Rosa', tokenEmail: 'rosa@example.org', emailVerified: false };
const free = { code: '4821', is_used: false, assigned_to: null, retired_at: null };

describe('recordRedemption', () => {
  it("answers 'Failed to validate code' when the code is valid but the commit recording it fails", async () => {
    const db = failingFirestore({ 'membership_codes/4821': free }, Object.assign(new Error('unavailable'), { code: 14 }));
    const failure = await recordRedemption(db, '4821', redeemer, 'member').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpsError);
    expect(failure).toMatchObject({ code: 'internal', message: MESSAGES.codeUpdateFailed });
  });

  it("refuses a code for an account whose profile already holds a role, without writing (another redemption won)", async () => {
    const db = failingFirestore({ 'membership_codes/4821': free, 'users/u1': { role: 'member', membership_code: '4820' } }, new Error('no write expected'));
    await expect(recordRedemption(db, '4821', redeemer, 'member')).resolves.toBe('already-member');
  });

  it('does not write at all for an unknown code', async () => {
    const db = failingFirestore({}, new Error('no write expected'));
    await expect(recordRedemption(db, '4821', redeemer, 'member')).resolves.toBe('invalid');
  });
});

describe('verdictFor', () => {
  const now = 1_000_000;
  it.each([
    ['a free code', free, redeemer, 'free'],
    ['no such code', undefined, redeemer, 'invalid'],
    ['a used code', { ...free, is_used: true }, redeemer, 'invalid'],
    ['a retired code', { ...free, retired_at: at(now - 1) }, redeemer, 'invalid'],
    ['an expired code', { ...free, expires_at: at(now) }, redeemer, 'invalid'],
    ["someone else's invitation", { ...free, invitee_email: 'sam@example.org' }, redeemer, 'invalid'],
    ['the invitee, unverified', { ...free, invitee_email: 'Rosa@Example.org' }, redeemer, 'verify-email'],
    ['the invitee, verified', { ...free, invitee_email: 'rosa@example.org' }, { ...redeemer, emailVerified: true }, 'free'],
    [
      "a token issued for the invitee's address, after the account moved to another",
      { ...free, invitee_email: 'rosa@example.org' },
      { ...redeemer, email: 'rosa@elsewhere.org', emailVerified: true },
      'invalid',
    ],
    [
      "the account moved to the invitee's address, with a token verified for the old one",
      { ...free, invitee_email: 'rosa@example.org' },
      { ...redeemer, tokenEmail: 'old@example.org', emailVerified: true },
      'invalid',
    ],
    ['a token without an e-mail', { ...free, invitee_email: 'rosa@example.org' }, { ...redeemer, tokenEmail: '', emailVerified: true }, 'invalid'],
  ] as const)('%s', (_label, code, who, verdict) => {
    expect(verdictFor(code as Parameters<typeof verdictFor>[0], who, now)).toBe(verdict);
  });
});

describe('heldBy', () => {
  const used = { ...free, is_used: true, assigned_to: 'u1', used_at: at(5_000) };
  it('is the holder of a code it redeemed', () => {
    expect(heldBy(used as never, 'u1', undefined)).toBe(true);
    expect(heldBy(used as never, 'u2', undefined)).toBe(false);
  });
  it('is no longer the holder once its access was taken away after the redemption', () => {
    expect(heldBy(used as never, 'u1', { not_before: 5 })).toBe(false);
    expect(heldBy(used as never, 'u1', { not_before: 4 })).toBe(true);
  });
  it('stays the holder after a password change, which takes nothing away', () => {
    expect(heldBy(used as never, 'u1', { not_before: 9, removed_at: null })).toBe(true);
    expect(heldBy(used as never, 'u1', { not_before: 9, removed_at: 5 })).toBe(true);
    expect(heldBy(used as never, 'u1', { not_before: 9, removed_at: 6 })).toBe(false);
  });
});
