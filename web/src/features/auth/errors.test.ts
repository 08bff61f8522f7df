import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { AUTH_MESSAGES, isResetSentAnyway, loginErrorMessage, registerErrorMessage } from './errors';

const fb = (code: string) => new FirebaseError(code, 'Firebase: Error');

describe('login error messages', () => {
  it('says "invalid email or password" for every wrong-credentials answer', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email']) {
      expect(loginErrorMessage(fb(code))).toBe('Invalid email or password. Please try again.');
    }
  });
  it('uses the page wrapper message for anything else', () => {
    expect(loginErrorMessage(fb('auth/network-request-failed'))).toBe(
      'Failed to log in. Please check your credentials and try again.',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe(AUTH_MESSAGES.loginFailed);
    expect(loginErrorMessage(undefined)).toBe(AUTH_MESSAGES.loginFailed);
  });
});

describe('registration error messages', () => {
  it('distinguishes the service failing from the page failing', () => {
    expect(registerErrorMessage(fb('auth/network-request-failed'))).toBe('Registration failed. Please try again later.');
    expect(registerErrorMessage(new TypeError('x'))).toBe('Failed to create account. Please try again.');
    expect(registerErrorMessage(fb('auth/email-already-in-use'))).toBe(AUTH_MESSAGES.emailInUse);
  });
});

describe('password reset', () => {
  it('treats an unknown address as sent', () => {
    expect(isResetSentAnyway(fb('auth/user-not-found'))).toBe(true);
    expect(isResetSentAnyway(fb('auth/network-request-failed'))).toBe(false);
    expect(isResetSentAnyway(new Error('x'))).toBe(false);
  });
});
