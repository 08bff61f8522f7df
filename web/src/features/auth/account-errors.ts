/**
 * What My Account's failures show and log, by the rule of errors.ts: a refusal the
 * person can put right in its own words, anything else the screen's message and a log line. Kept
 * apart from errors.ts so the sign-in screen does not download the portal's messages.
 */
import { readCallableError } from '@common/callable';
import { FIELD_MESSAGES, MESSAGES } from '@common/messages';
import { BAD_CREDENTIALS, errorCode, type AuthFailure } from './errors';
import { SECOND_FACTOR_MESSAGES, codeFailure } from './second-factor/messages';

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is not correct. Please try again.',
  weakPassword: 'Please choose a stronger password.',
  network: 'Could not reach the portal. Please check your connection and try again.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  nameChangeFailed: 'Failed to update your name. Please try again.',
  emailChangeFailed: 'Failed to change your e-mail address. Please try again.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  exportFailed: 'Failed to prepare your data. Please try again.',
} as const;

/** Failures that mean the same on every account form. */
function commonAccountFailure(code: string | undefined): AuthFailure | null {
  if (code === 'pmc/second-factor-cancelled') return { shown: SECOND_FACTOR_MESSAGES.cancelled };
  // The code step's refusals stay in the code step; one that ends up here (e.g. the code expired) says what it was.
  if (code === 'auth/invalid-verification-code' || code === 'auth/code-expired') return { shown: codeFailure({ code }).shown };
  if (code === 'auth/network-request-failed' || code === 'functions/unavailable') return { shown: ACCOUNT_MESSAGES.network };
  if (code === 'auth/too-many-requests') return { shown: ACCOUNT_MESSAGES.tooManyRequests };
  if (code === 'auth/requires-recent-login' || code === 'functions/failed-precondition') return { shown: MESSAGES.recentSignInRequired };
  return null;
}

/** My Account's password change: re-authentication, the new password, ending the other sessions. */
export function passwordChangeFailure(error: unknown): AuthFailure {
  const code = errorCode(error);
  if (BAD_CREDENTIALS.has(code ?? '')) return { shown: ACCOUNT_MESSAGES.wrongCurrentPassword };
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') return { shown: ACCOUNT_MESSAGES.weakPassword };
  return commonAccountFailure(code) ?? { shown: ACCOUNT_MESSAGES.passwordChangeFailed, logged: 'Password change failed' };
}

export function nameChangeFailure(error: unknown): AuthFailure {
  const code = errorCode(error);
  if (code === 'functions/invalid-argument') return { shown: MESSAGES.accountNameInput };
  return commonAccountFailure(code) ?? { shown: ACCOUNT_MESSAGES.nameChangeFailed, logged: 'Name change failed' };
}

/** Re-authentication and then another account change (e-mail, deletion). */
function reauthenticatedFailure(error: unknown, screen: string, logged: string): AuthFailure {
  const code = errorCode(error);
  if (BAD_CREDENTIALS.has(code ?? '') && code !== 'auth/invalid-email') return { shown: ACCOUNT_MESSAGES.wrongCurrentPassword };
  return commonAccountFailure(code) ?? { shown: screen, logged };
}

export function emailChangeFailure(error: unknown): AuthFailure {
  const code = errorCode(error);
  if (code === 'auth/invalid-new-email' || code === 'auth/invalid-email') return { shown: FIELD_MESSAGES.emailInvalid };
  return reauthenticatedFailure(error, ACCOUNT_MESSAGES.emailChangeFailed, 'E-mail change failed');
}

export function deleteAccountFailure(error: unknown): AuthFailure {
  const { code, message } = readCallableError(error);
  // The last administrator: the function's own words.
  if (code === 'failed-precondition' && message === MESSAGES.lastAdminCannotLeave) return { shown: message };
  return reauthenticatedFailure(error, ACCOUNT_MESSAGES.deleteFailed, 'Account deletion failed');
}
