import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { budgetMessage, MESSAGES } from '@common/messages';
import { redeemErrorMessage } from './errors';

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
