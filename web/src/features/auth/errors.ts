/** Which message a failed auth call shows (SPEC.md §8). */

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginFailed: 'Failed to log in. Please check your credentials and try again.',
  registrationFailed: 'Registration failed. Please try again later.',
  createAccountFailed: 'Failed to create account. Please try again.',
  /** Beyond SPEC.md: otherwise someone who went "Back to registration" could never finish. */
  emailInUse: 'An account already uses this e-mail address. Please sign in instead.',
  resetFailed: 'Failed to send reset email. Please try again later.',
} as const;

/** The `code` of a FirebaseError (or anything shaped like one). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Firebase answers these for a wrong e-mail or password (with or without enumeration protection). */
const BAD_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

export function loginErrorMessage(error: unknown): string {
  return BAD_CREDENTIALS.has(errorCode(error) ?? '') ? AUTH_MESSAGES.invalidCredentials : AUTH_MESSAGES.loginFailed;
}

export function registerErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/email-already-in-use') return AUTH_MESSAGES.emailInUse;
  // Firebase Auth refused (network, quota, disabled sign-up...): the service's failure.
  if (code?.startsWith('auth/')) return AUTH_MESSAGES.registrationFailed;
  // Anything else broke on the page itself.
  return AUTH_MESSAGES.createAccountFailed;
}

/**
 * Unknown addresses count as sent: the screen must not tell who has an account
 * (DECISIONS.md §3).
 */
export function isResetSentAnyway(error: unknown): boolean {
  return errorCode(error) === 'auth/user-not-found';
}
