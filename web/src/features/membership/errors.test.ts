import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { budgetMessage, codesPausedMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
import { PRACTICE } from '@/config/practice';
import { needsVerifiedEmail, redeemErrorMessage } from './errors';

describe('membership code error messages', () => {
  it("shows the server's message for wrong length, unknown/used codes and the guess budget", () => {
    expect(redeemErrorMessage(new FunctionsError('not-found', MESSAGES.codeInvalid))).toBe(
      'Please enter a valid membership code provided by PMC.',
    );
    expect(redeemErrorMessage(new FunctionsError('invalid-argument', MESSAGES.codeWrongLength))).toBe(
      'Please enter a 4-digit membership code',
    );
    const budget = budgetMessage(new Date(Date.UTC(2026, 0, 5, 14, 30)));
    expect(redeemErrorMessage(new FunctionsError('resource-exhausted', budget))).toBe(budget);
  });

  it('shows the already-a-member refusal and, for a valid code whose recording failed, the update-failed message', () => {
    expect(redeemErrorMessage(new FunctionsError('already-exists', `${MESSAGES.codeAlreadyMember} [409]`))).toBe(MESSAGES.codeAlreadyMember);
    expect(redeemErrorMessage(new FunctionsError('internal', MESSAGES.codeUpdateFailed))).toBe('Failed to validate code');
  });

  it('tells why a verified e-mail is needed, with the practice phone of this build', () => {
    const invitee = new FunctionsError('failed-precondition', 'x', { reason: 'verify-email', cause: 'invitee' });
    expect(needsVerifiedEmail(invitee)).toBe(true);
    expect(needsVerifiedEmail(new FunctionsError('failed-precondition', 'x'))).toBe(false);
    expect(redeemErrorMessage(invitee)).toBe(verifyEmailMessage(MESSAGES.codeInviteeUnverified, PRACTICE.phone));
    expect(redeemErrorMessage(invitee)).toContain(PRACTICE.phone);
  });

  it('while codes are paused, says to use the invitation or call, with the practice phone of this build', () => {
    const paused = new FunctionsError('not-found', 'server text [404]', { reason: 'codes-paused' });
    expect(redeemErrorMessage(paused)).toBe(codesPausedMessage(PRACTICE.phone));
    expect(redeemErrorMessage(paused)).toContain('link in it');
    expect(needsVerifiedEmail(paused)).toBe(false);
  });

  it('gives the guess budget’s retry time in the person’s own time zone, from the details the server sends', () => {
    const retryAt = Date.UTC(2026, 0, 5, 14, 30);
    const refusal = new FunctionsError('resource-exhausted', budgetMessage(new Date(retryAt)), { retryAt });
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(redeemErrorMessage(refusal)).toBe(budgetMessage(new Date(retryAt), local));
    expect(budgetMessage(new Date(retryAt), 'America/New_York')).toContain('January 5 at 9:30 AM EST');
    expect(budgetMessage(new Date(retryAt))).toContain('January 5 at 2:30 PM UTC');
  });

  it('drops the HTTP status the Functions SDK appends', () => {
    expect(redeemErrorMessage(new FunctionsError('not-found', `${MESSAGES.codeInvalid} [404]`))).toBe(MESSAGES.codeInvalid);
    expect(redeemErrorMessage(new FunctionsError('resource-exhausted', 'Too many. Try after 2:30 PM UTC [429]'))).toBe(
      'Too many. Try after 2:30 PM UTC',
    );
  });

  it('falls back to the generic message for anything else', () => {
    for (const error of [
      new FunctionsError('internal', 'INTERNAL'),
      new FunctionsError('unavailable', 'offline'),
      new FunctionsError('unauthenticated', MESSAGES.signInRequired),
      new Error('boom'),
      undefined,
    ]) {
      expect(redeemErrorMessage(error)).toBe('Failed to validate membership code. Please try again.');
    }
  });
});
