import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { MESSAGES } from '@common/messages';
import { AUTH_MESSAGES, deleteAccountFailure, emailChangeFailure, isResetSentAnyway, loginFailure, nameChangeFailure, passwordChangeFailure, registerFailure, resetFailure } from './errors';

const fb = (code: string) => new FirebaseError(code, 'Firebase: Error');

describe('login failures', () => {
  it('show "invalid email or password" for every wrong-credentials answer, and log nothing', () => {
    for (const code of ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email']) {
      expect(loginFailure(fb(code))).toEqual({ shown: 'Invalid email or password. Please try again.' });
    }
  });
  it('show the page wrapper message for anything else, and log it', () => {
    const unexpected = { shown: 'Failed to log in. Please check your credentials and try again.', logged: 'Sign-in failed' };
    for (const error of [fb('auth/network-request-failed'), new Error('boom'), undefined]) expect(loginFailure(error)).toEqual(unexpected);
  });
});

describe('registration failures', () => {
  it("show the screen's message whatever failed, with the helper's in the log", () => {
    const unexpected = { shown: 'Failed to create account. Please try again.', logged: 'Registration failed. Please try again later.' };
    for (const error of [fb('auth/network-request-failed'), fb('auth/operation-not-allowed'), new TypeError('x')]) {
      expect(registerFailure(error)).toEqual(unexpected);
    }
  });
  it('tell someone whose address already has an account, logging nothing', () => {
    expect(registerFailure(fb('auth/email-already-in-use'))).toEqual({ shown: AUTH_MESSAGES.emailInUse });
  });
});

describe('password reset', () => {
  it('shows its one message and logs the failure', () => {
    expect(resetFailure()).toEqual({ shown: 'Failed to send reset email. Please try again later.', logged: 'Password reset e-mail failed' });
  });

  it('treats an unknown address as sent', () => {
    expect(isResetSentAnyway(fb('auth/user-not-found'))).toBe(true);
    expect(isResetSentAnyway(fb('auth/network-request-failed'))).toBe(false);
    expect(isResetSentAnyway(new Error('x'))).toBe(false);
  });
});

describe('My Account failures', () => {
  it('say what the person can put right in its own words, logging nothing', () => {
    expect(passwordChangeFailure(fb('auth/invalid-credential'))).toEqual({ shown: AUTH_MESSAGES.wrongCurrentPassword });
    expect(passwordChangeFailure(fb('auth/weak-password'))).toEqual({ shown: AUTH_MESSAGES.weakPassword });
    expect(passwordChangeFailure(fb('auth/requires-recent-login'))).toEqual({ shown: MESSAGES.recentSignInRequired });
    expect(passwordChangeFailure(fb('auth/network-request-failed'))).toEqual({ shown: AUTH_MESSAGES.network });
    expect(passwordChangeFailure(fb('auth/too-many-requests'))).toEqual({ shown: AUTH_MESSAGES.tooManyRequests });
    expect(nameChangeFailure(new FirebaseError('functions/invalid-argument', 'x'))).toEqual({ shown: MESSAGES.accountNameInput });
  });

  it('show their screen message for anything else and log it', () => {
    expect(passwordChangeFailure(new Error('boom'))).toEqual({ shown: AUTH_MESSAGES.passwordChangeFailed, logged: 'Password change failed' });
    expect(nameChangeFailure(fb('functions/internal'))).toEqual({ shown: AUTH_MESSAGES.nameChangeFailed, logged: 'Name change failed' });
  });

  it('for an e-mail change and a deletion: a wrong password, a bad address, the last administrator, else logged', () => {
    expect(emailChangeFailure(fb('auth/invalid-credential'))).toEqual({ shown: AUTH_MESSAGES.wrongCurrentPassword });
    expect(emailChangeFailure(fb('auth/invalid-new-email'))).toEqual({ shown: 'Email is invalid' });
    expect(emailChangeFailure(new Error('x'))).toEqual({ shown: AUTH_MESSAGES.emailChangeFailed, logged: 'E-mail change failed' });
    expect(deleteAccountFailure(fb('auth/wrong-password'))).toEqual({ shown: AUTH_MESSAGES.wrongCurrentPassword });
    expect(deleteAccountFailure(new FirebaseError('functions/failed-precondition', MESSAGES.lastAdminCannotLeave))).toEqual({ shown: MESSAGES.lastAdminCannotLeave });
    expect(deleteAccountFailure(new FirebaseError('functions/failed-precondition', MESSAGES.recentSignInRequired))).toEqual({ shown: MESSAGES.recentSignInRequired });
    expect(deleteAccountFailure(fb('functions/internal'))).toEqual({ shown: AUTH_MESSAGES.deleteFailed, logged: 'Account deletion failed' });
  });
});
