/**
 * Field rules that more than one input shares: a person's name, e-mail address and password
 * (docs/product.md §5), a Firebase Auth account id and a Firestore document id. Written with
 * zod/mini, like every schema of common/schemas: the web bundle takes these schemas too, and
 * zod/mini's functions tree-shake where classic zod's methods do not.
 */
import { maxLength, minLength, refine, regex, string, trim } from 'zod/mini';
import { isEmailShaped, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts';
import { FIELD_MESSAGES, MESSAGES } from '../messages';

export { FIELD_MESSAGES };

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A person's full name: trimmed, 1..NAME_MAX_LENGTH characters, no control characters (a line break
 * in a name would break the e-mails and lists that show it).
 */
export const personName = string({ error: MESSAGES.accountNameInput }).check(
  trim(),
  minLength(1, { error: FIELD_MESSAGES.nameRequired }),
  maxLength(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.nameTooLong }),
  refine((name) => !CONTROL_CHARACTER.test(name), { error: MESSAGES.accountNameInput }),
);

/** An e-mail address someone types: trimmed, required, and (unless `shape` is false) e-mail-shaped. */
export function emailAddress(shape = true) {
  return string({ error: FIELD_MESSAGES.emailRequired }).check(
    trim(),
    minLength(1, { error: FIELD_MESSAGES.emailRequired }),
    refine((email) => !shape || isEmailShaped(email), { error: FIELD_MESSAGES.emailInvalid }),
  );
}

/** A password someone types to sign in or re-authenticate: only required (Auth says whether it is right). */
export function enteredPassword(required: string = FIELD_MESSAGES.passwordRequired) {
  return string({ error: required }).check(minLength(1, { error: required }));
}

/** A new password: required and at least PASSWORD_MIN_LENGTH characters (never trimmed). */
export const newPassword = string({ error: FIELD_MESSAGES.passwordRequired }).check(
  minLength(1, { error: FIELD_MESSAGES.passwordRequired }),
  minLength(PASSWORD_MIN_LENGTH, { error: FIELD_MESSAGES.passwordTooShort }),
);

/** Firebase Auth account ids are 1 to 128 characters. */
const UID_MAX_LENGTH = 128;

export function accountId(message: string) {
  return string({ error: message }).check(minLength(1, { error: message }), maxLength(UID_MAX_LENGTH, { error: message }));
}

/** A Firestore document id: 1 to 1,500 characters, no '/', not '.' or '..', not __reserved__. */
const DOCUMENT_ID = /^(?!\.\.?$)(?!__.*__$)[^/]{1,1500}$/;

export function documentId(message: string) {
  return string({ error: message }).check(regex(DOCUMENT_ID, { error: message }));
}
