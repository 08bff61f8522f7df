/**
 * My Account's form rules, beside the sign-in forms' (validation.ts), which they share;
 * a module of their own so the sign-in screen does not download them.
 */
import { compact, emailError, nameError, newPasswordError, VALIDATION_MESSAGES, type FieldErrors } from './validation';

export const ACCOUNT_VALIDATION_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
  sameEmail: 'This is already your e-mail address',
} as const;

export interface NameValues {
  name: string;
}

export function validateName({ name }: NameValues): FieldErrors<'name'> {
  return compact({ name: nameError(name) });
}

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** My Account's password change: the rules of docs/product.md §5 for the new password, and the current one to re-authenticate. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  let password = newPasswordError(values.password);
  if (!password && values.password === values.currentPassword) password = ACCOUNT_VALIDATION_MESSAGES.samePassword;
  return compact({
    currentPassword: values.currentPassword ? undefined : ACCOUNT_VALIDATION_MESSAGES.currentPasswordRequired,
    password,
    confirmPassword: values.confirmPassword === values.password ? undefined : VALIDATION_MESSAGES.passwordsDoNotMatch,
  });
}

export interface EmailChangeValues {
  email: string;
  currentPassword: string;
}

export function validateEmailChange(values: EmailChangeValues, currentEmail: string | null): FieldErrors<keyof EmailChangeValues> {
  let email = emailError(values.email, true);
  if (!email && values.email.trim().toLowerCase() === currentEmail?.toLowerCase()) email = ACCOUNT_VALIDATION_MESSAGES.sameEmail;
  return compact({ email, currentPassword: values.currentPassword ? undefined : ACCOUNT_VALIDATION_MESSAGES.currentPasswordRequired });
}

export function validateCurrentPassword(values: { currentPassword: string }): FieldErrors<'currentPassword'> {
  return compact({ currentPassword: values.currentPassword ? undefined : ACCOUNT_VALIDATION_MESSAGES.currentPasswordRequired });
}

