/** Account field rules (docs/product.md §5). */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** How recent a sign-in must be for the account changes that ask for one (signing out other browsers). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/**
 * How recent a sign-in with the second factor must be for the sensitive staff actions (make or remove
 * an admin, remove a membership, retire unused codes, reset someone's second factor): docs/security.md.
 */
export const SENSITIVE_ACTION_SECONDS = 15 * 60;
/** Deliberately simple: something@something.tld, no spaces. Firebase Auth has the final word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
