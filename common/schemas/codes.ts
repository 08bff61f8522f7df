/** Inputs of the admin code callables, from the shared code format and limits (common/membership.ts). */
import { boolean, enum as oneOf, int, nullish, object, optional, pipe, refine, regex, string, toLowerCase, transform, trim, gte, lte, type output } from 'zod/mini';
import { isEmailShaped } from '../accounts';
import type { GenerateCodesRequest } from '../callable-contracts';
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

/** The Generate New Codes panel's messages (docs/product.md §5 "Codes to generate"). */
export const GENERATE_FORM_MESSAGES = {
  inviteeEmail: "Enter the invitee's e-mail address",
  expiryDate: 'Choose a date from today on, or leave it empty for codes that never expire',
} as const;

/**
 * docs/product.md §5: a whole number, forced to at least GENERATE_MIN, GENERATE_MIN when not a number. The
 * maximum is the input's attribute only; the function enforces it and its refusal is shown.
 */
export function sanitizeGenerateCount(raw: string | number): number {
  const value = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) return GENERATE_MIN;
  return Math.max(GENERATE_MIN, value);
}

/** The start of the day after `date` ('YYYY-MM-DD') in the viewer's zone, or null when not a date. */
export function endOfDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, day + 1);
  // new Date rolls 2026-02-31 over into March: such a date was not a real one.
  const check = new Date(year, month - 1, day);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  return end;
}

/** Who can redeem the codes: one invitee's verified address (the default), or anyone holding one. */
export const CODE_BINDINGS = ['invitee', 'unbound'] as const;

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The Generate New Codes panel, text as typed: `{ binding, inviteeEmail, count, expiryDate }`
 * ('YYYY-MM-DD' from a date input, the codes work through the end of that day; '' for no expiry).
 * Its output is generateMembershipCodes' request: one code for the trimmed invitee, or the count
 * marked unbound. `now` is the clock the expiry day is checked against.
 */
export function generateFormInput(now: () => number = Date.now) {
  return pipe(
    object({ binding: oneOf(CODE_BINDINGS), inviteeEmail: string(), count: string(), expiryDate: string() }).check(
      refine((form) => form.binding !== 'invitee' || isEmailShaped(form.inviteeEmail.trim()), { error: GENERATE_FORM_MESSAGES.inviteeEmail, path: ['inviteeEmail'], when: isObject }),
      refine((form) => !form.expiryDate || (endOfDay(form.expiryDate)?.getTime() ?? 0) > now(), { error: GENERATE_FORM_MESSAGES.expiryDate, path: ['expiryDate'], when: isObject }),
    ),
    transform((form): GenerateCodesRequest => {
      const end = form.expiryDate ? endOfDay(form.expiryDate) : null;
      const expires_at = end ? end.getTime() : null;
      if (form.binding === 'invitee') return { count: 1, invitee_email: form.inviteeEmail.trim(), expires_at };
      return { count: sanitizeGenerateCount(form.count), unbound: true, expires_at };
    }),
  );
}
