/**
 * The second factor (docs/decisions/0034-staff-second-factor-and-device-copies.md): the phone number
 * an SMS code goes to, and the code a person types back. docs/product.md §5 "Sign-in protection".
 */
import { length, minLength, object, overwrite, regex, string, type infer as Infer } from 'zod/mini';

/** How many digits Firebase Auth's SMS codes have. */
export const SMS_CODE_LENGTH = 6;

/** Seconds before "Send a new code" is offered again (the first SMS is usually on its way). */
export const SMS_RESEND_SECONDS = 30;

export const SECOND_FACTOR_FIELD_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter the number with its country code, e.g. +1 555 010 0123',
  codeRequired: 'Code is required',
  codeInvalid: `The code has ${SMS_CODE_LENGTH} digits`,
} as const;

/** E.164: a plus, the country code and the number, at most 15 digits, no leading zero. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as a person types it ("+1 (555) 010-0123"): spaces, dots, dashes and brackets are
 * dropped, what is left must be E.164 (what Firebase Auth takes).
 */
export const phoneNumber = string({ error: SECOND_FACTOR_FIELD_MESSAGES.phoneRequired }).check(
  overwrite((value) => value.replace(/[\s().-]/g, '')),
  minLength(1, { error: SECOND_FACTOR_FIELD_MESSAGES.phoneRequired }),
  regex(E164, { error: SECOND_FACTOR_FIELD_MESSAGES.phoneInvalid }),
);

/** The SMS code: digits only once spaces are dropped, exactly SMS_CODE_LENGTH of them. */
export const smsCode = string({ error: SECOND_FACTOR_FIELD_MESSAGES.codeRequired }).check(
  overwrite((value) => value.replace(/\s/g, '')),
  minLength(1, { error: SECOND_FACTOR_FIELD_MESSAGES.codeRequired }),
  length(SMS_CODE_LENGTH, { error: SECOND_FACTOR_FIELD_MESSAGES.codeInvalid }),
  regex(/^\d+$/, { error: SECOND_FACTOR_FIELD_MESSAGES.codeInvalid }),
);

export const phoneInput = object({ phoneNumber });
export type PhoneInput = Infer<typeof phoneInput>;

export const smsCodeInput = object({ code: smsCode });
export type SmsCodeInput = Infer<typeof smsCodeInput>;
