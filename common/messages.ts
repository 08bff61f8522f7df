/**
 * Texts that more than one part of the system shows or checks (web, functions, tests).
 * Screen-only texts stay with their screens.
 */
export const MESSAGES = {
  codeWrongLength: 'Please enter a 4-digit membership code',
  codeInvalid: 'Please enter a valid membership code provided by PMC.',
  codeUpdateFailed: 'Failed to validate code',
  codeFailed: 'Failed to validate membership code. Please try again.',
  /** Refusal once the guess budget is spent; {time} is when the next try is allowed. */
  codeBudget: 'Too many incorrect codes. For your security, please try again after {time}.',
  signInRequired: 'Please sign in first.',
  adminRequired: 'Only administrators can do this.',
  /** setAdminRole and the admin:grant command, when no account has the given e-mail. */
  accountNotFound: 'No account uses that e-mail address.',
  /** setAdminRole input that is not { email, admin: true|false }. */
  adminRoleInput: 'Give the e-mail address of an account and whether it should be an administrator.',
  /** An admin may not remove their own admin role (someone must stay in charge). */
  cannotRemoveOwnAdmin: 'You cannot remove your own administrator role. Ask another administrator.',
} as const;

export function budgetMessage(retryAt: Date): string {
  const time = retryAt.toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return MESSAGES.codeBudget.replace('{time}', time);
}
