/** Inputs of the admin code callables, from the shared code format and limits (common/membership.ts). */
import { boolean, int, nullish, object, optional, pipe, refine, regex, string, toLowerCase, transform, trim, gte, lte, type output } from 'zod/mini';
import { isEmailShaped } from '../accounts';
import { CODE_PATTERN, defaultCodeExpiry, GENERATE_MAX, GENERATE_MIN } from '../membership';
import { MESSAGES } from '../messages';

const countError = { error: MESSAGES.generateCount };
const inviteeError = { error: MESSAGES.generateInvitee };
const bindingError = { error: MESSAGES.generateBinding };
const expiryError = { error: MESSAGES.generateExpiry };
/** The latest instant a Firestore Timestamp holds (9999-12-31T23:59:59.999Z). */
const LATEST_TIMESTAMP_MS = 253_402_300_799_999;

/**
 * `{ count, invitee_email?, unbound?, expires_at? }` (common/callable-contracts.ts
 * GenerateCodesRequest). count is a whole number GENERATE_MIN..GENERATE_MAX (0, 101, 2.5, "ten" and
 * a missing count are refused). Exactly one of: invitee_email, an e-mail address (stored
 * lower-case), or unbound: true; '' or null means no invitee. expires_at: epoch milliseconds in
 * the future, null for codes that never expire; left out, the codes expire after
 * CODE_EXPIRY_DEFAULT_DAYS. Unknown keys are ignored.
 */
export const generateInput = pipe(
  object(
    {
      count: int(countError).check(gte(GENERATE_MIN, countError), lte(GENERATE_MAX, countError)),
      invitee_email: nullish(
        pipe(
          string(inviteeError).check(
            trim(),
            toLowerCase(),
            refine((email) => email === '' || isEmailShaped(email), inviteeError),
          ),
          transform((email) => email || null),
        ),
      ),
      unbound: optional(boolean(bindingError)),
      expires_at: nullish(int(expiryError).check(refine((ms) => ms > Date.now() && ms <= LATEST_TIMESTAMP_MS, expiryError))),
    },
    countError,
  ).check(
    // Bound is the default, but there is no invitee to default to: the caller says which it is.
    refine((input) => Boolean(input.invitee_email) !== (input.unbound === true), bindingError),
  ),
  transform(({ count, invitee_email, expires_at }) => ({
    count,
    invitee_email: invitee_email ?? null,
    expires_at: expires_at === undefined ? defaultCodeExpiry(Date.now()) : expires_at,
  })),
);
export type GenerateInput = output<typeof generateInput>;

const resetError = { error: MESSAGES.resetInput };

/** Exactly `{ code: '1234' }`. */
export const resetInput = object({ code: string(resetError).check(regex(CODE_PATTERN, resetError)) }, resetError);
export type ResetInput = output<typeof resetInput>;
