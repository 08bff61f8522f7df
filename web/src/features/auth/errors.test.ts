import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { AUTH_MESSAGES, isResetSentAnyway, loginFailure, registerFailure, resetFailure } from './errors';

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
