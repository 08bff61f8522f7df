/** Form rules of docs/product.md §5 (registration, login) and the reset form. Messages to the letter. */
import { isEmailShaped, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/accounts';

export const VALIDATION_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy to continue',
  nameTooLong: `Name can be at most ${NAME_MAX_LENGTH} characters`,
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function emailError(email: string, checkShape: boolean): string | undefined {
  const value = email.trim();
  if (!value) return VALIDATION_MESSAGES.emailRequired;
  if (checkShape && !isEmailShaped(value)) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

export function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}

/** Login needs both fields; whether they are right is Firebase Auth's answer. */
export function validateLogin({ email, password }: LoginValues): FieldErrors<keyof LoginValues> {
  return compact({
    email: emailError(email, false),
    password: password ? undefined : VALIDATION_MESSAGES.passwordRequired,
  });
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  return undefined;
}

export function nameError(name: string): string | undefined {
  if (!name.trim()) return VALIDATION_MESSAGES.nameRequired;
  if (name.trim().length > NAME_MAX_LENGTH) return VALIDATION_MESSAGES.nameTooLong;
  return undefined;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return compact({
    name: nameError(values.name),
    email: emailError(values.email, true),
    password: newPasswordError(values.password),
    confirmPassword: values.confirmPassword === values.password ? undefined : VALIDATION_MESSAGES.passwordsDoNotMatch,
    acceptTerms: values.acceptTerms ? undefined : VALIDATION_MESSAGES.termsRequired,
  });
}

export function validateResetEmail(email: string): FieldErrors<'email'> {
  return compact({ email: emailError(email, true) });
}

/** Puts the keyboard (and screen readers) on the first field that needs attention. */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
