/**
 * A person's account: registration and sign-in (Firebase Auth takes them, the forms check them),
 * the password reset request, and My Account's changes (updateMyName is a callable; the e-mail and
 * password changes go to Auth). docs/product.md §5 "Registration", "Login", "My Account".
 */
import { boolean, object, refine, string, type infer as Infer } from 'zod/mini';
import { MESSAGES } from '../messages';
import { emailAddress, enteredPassword, FIELD_MESSAGES, newPassword, personName } from './fields';

/** The callable updateMyName's input, and My Account's name form: `{ name }`. */
export const nameInput = object({ name: personName }, { error: MESSAGES.accountNameInput });
export type NameInput = Infer<typeof nameInput>;

/** Login needs both fields; whether they are right is Firebase Auth's answer. */
export const loginInput = object({ email: emailAddress(false), password: enteredPassword() });
export type LoginInput = Infer<typeof loginInput>;

export const registerInput = object({
  name: personName,
  email: emailAddress(),
  password: newPassword,
  confirmPassword: string(),
  acceptTerms: boolean({ error: FIELD_MESSAGES.termsRequired }).check(refine((accepted) => accepted, { error: FIELD_MESSAGES.termsRequired })),
}).check(
  refine((values) => values.confirmPassword === values.password, { error: FIELD_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'], when: isObject }),
);
export type RegisterInput = Infer<typeof registerInput>;

export const resetEmailInput = object({ email: emailAddress() });
export type ResetEmailInput = Infer<typeof resetEmailInput>;

const currentPassword = enteredPassword(FIELD_MESSAGES.currentPasswordRequired);

/** My Account's password change: the registration rules for the new one, the current one to re-authenticate. */
export const passwordChangeInput = object({ currentPassword, password: newPassword, confirmPassword: string() }).check(
  refine((values) => values.password !== values.currentPassword, { error: FIELD_MESSAGES.samePassword, path: ['password'], when: whenFieldsParsed(['password', 'currentPassword']) }),
  refine((values) => values.confirmPassword === values.password, { error: FIELD_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'], when: isObject }),
);
export type PasswordChangeInput = Infer<typeof passwordChangeInput>;

/** My Account's e-mail change; `currentEmail` is the account's address today (null when unknown). */
export function emailChangeInput(currentEmail: string | null) {
  return object({ email: emailAddress(), currentPassword }).check(
    refine((values) => values.email.toLowerCase() !== currentEmail?.toLowerCase(), { error: FIELD_MESSAGES.sameEmail, path: ['email'], when: whenFieldsParsed(['email']) }),
  );
}
export type EmailChangeInput = Infer<ReturnType<typeof emailChangeInput>>;

export const currentPasswordInput = object({ currentPassword });

/** Fields compared as they are: "Passwords do not match" shows beside a short password too. */
function isObject(payload: { value: unknown }) {
  return typeof payload.value === 'object' && payload.value !== null;
}

/**
 * A check across fields runs once the fields it compares passed their own checks, even while others
 * have not: the form shows "Passwords do not match" beside an empty name.
 */
function whenFieldsParsed(fields: readonly string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[]; value: unknown }) =>
    isObject(payload) && !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
