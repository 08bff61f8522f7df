/**
 * What a failed auth call shows and what it logs (docs/product.md §8). The catalogue names two messages
 * for a failed login and for a failed registration: the helper's (the call to Firebase Auth) and
 * the screen's (the page around the form). The rule for both:
 * - a refusal the person can put right (wrong e-mail or password; an address already in use) is
 *   shown in its own words, and nothing is logged: nothing went wrong;
 * - any other failure is unexpected: the screen shows the screen's message and the helper's goes
 *   to console.error with the error. For login, the catalogue's helper message speaks only of wrong
 *   credentials, so the log says 'Sign-in failed' instead of repeating it.
 * Forgot password has one message: it is shown, and the failure logged.
 */


export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginFailed: 'Failed to log in. Please check your credentials and try again.',
  registrationFailed: 'Registration failed. Please try again later.',
  createAccountFailed: 'Failed to create account. Please try again.',
  /** Beyond the catalogue: otherwise someone who went "Back to registration" could never finish. */
  emailInUse: 'An account already uses this e-mail address. Please sign in instead.',
  resetFailed: 'Failed to send reset email. Please try again later.',
} as const;

/** Firebase's answer to a password sign-in or re-authentication of an account with a second factor. */
export const SECOND_FACTOR_REQUIRED = 'auth/multi-factor-auth-required';

/** The `code` of a FirebaseError (or anything shaped like one). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Firebase answers these for a wrong e-mail or password (with or without enumeration protection). */
export const BAD_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

export interface AuthFailure {
  /** What the form shows. */
  shown: string;
  /** Written to console.error with the error; none for a refusal the person can put right. */
  logged?: string;
}

export function loginFailure(error: unknown): AuthFailure {
  if (BAD_CREDENTIALS.has(errorCode(error) ?? '')) return { shown: AUTH_MESSAGES.invalidCredentials };
  return { shown: AUTH_MESSAGES.loginFailed, logged: 'Sign-in failed' };
}

export function registerFailure(error: unknown): AuthFailure {
  if (errorCode(error) === 'auth/email-already-in-use') return { shown: AUTH_MESSAGES.emailInUse };
  return { shown: AUTH_MESSAGES.createAccountFailed, logged: AUTH_MESSAGES.registrationFailed };
}

export function resetFailure(): AuthFailure {
  return { shown: AUTH_MESSAGES.resetFailed, logged: 'Password reset e-mail failed' };
}

/**
 * Unknown addresses count as sent: the screen must not tell who has an account
 * (docs/decisions/0003-accounts.md).
 */
export function isResetSentAnyway(error: unknown): boolean {
  return errorCode(error) === 'auth/user-not-found';
}
