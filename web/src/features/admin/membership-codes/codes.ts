/**
 * The membership codes screen's rules, without React or Firebase: counters, the Assigned To and
 * Status texts, and the Generate form (docs/product.md §5; bound and expiring by default:
 * docs/decisions/0002-membership-codes.md).
 */
import { isEmailShaped } from '@common/accounts';
import type { GenerateCodesRequest } from '@common/callable-contracts';
import type { MembershipCodeDoc } from '@common/documents';
import { defaultCodeExpiry, GENERATE_DEFAULT, GENERATE_MIN } from '@common/membership';

/** A code as the screen sees it: Firestore Timestamps already turned into Dates. */
export type MembershipCode = MembershipCodeDoc<Date> & { id: string };

export interface CodeCounts {
  total: number;
  used: number;
  available: number;
  /** Unused codes that "Retire unused codes" took out of use: neither used nor available. */
  retired: number;
}

/** The counters from three counts (aggregate queries): available is what is neither used nor retired. */
export function countCodes(total: number, used: number, retired: number): CodeCounts {
  return { total, used, available: Math.max(0, total - used - retired), retired };
}

export const UNKNOWN_USER = 'Unknown User';
/** Shown for "nobody" (an unused code, no used date). */
export const NONE = '—';

/** docs/product.md §2: the user's e-mail, 'Unknown User' when a used code names nobody we know, else a dash. */
export function assignedToLabel(code: Pick<MembershipCode, 'is_used' | 'assigned_user'>): string {
  const email = code.assigned_user?.email?.trim();
  if (email) return email;
  return code.is_used ? UNKNOWN_USER : NONE;
}

export type CodeStatus = 'Used' | 'Available' | 'Retired' | 'Expired';

/** An unused code past its expiry is Expired: redeeming it gets the same answer as a wrong code. */
export function codeStatusLabel(code: Pick<MembershipCode, 'is_used' | 'retired_at' | 'expires_at'>, now = new Date()): CodeStatus {
  if (code.is_used) return 'Used';
  if (code.retired_at) return 'Retired';
  return code.expires_at && code.expires_at.getTime() <= now.getTime() ? 'Expired' : 'Available';
}

/**
 * docs/product.md §5: a whole number, forced to at least GENERATE_MIN, GENERATE_MIN when not a number. The
 * maximum is the input's attribute only; the function enforces it and its refusal is shown.
 */
export function sanitizeGenerateCount(raw: string | number): number {
  const value = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) return GENERATE_MIN;
  return Math.max(GENERATE_MIN, value);
}

/** Who can redeem the codes: one invitee's verified address (the default), or anyone holding one. */
export type CodeBinding = 'invitee' | 'unbound';

/** What the Generate New Codes panel holds: text as typed. */
export interface GenerateForm {
  binding: CodeBinding;
  /** 'invitee': the one account that may redeem the code. */
  inviteeEmail: string;
  /** 'unbound': how many codes. An invitee gets one code. */
  count: string;
  /** 'YYYY-MM-DD' from a date input, the codes work through the end of that day; '' for no expiry. */
  expiryDate: string;
}

export type GenerateFormErrors = Partial<Record<'inviteeEmail' | 'expiryDate', string>>;

export const GENERATE_ERRORS = {
  inviteeEmail: "Enter the invitee's e-mail address",
  expiryDate: 'Choose a date from today on, or leave it empty for codes that never expire',
} as const;

/** A fresh form: bound to an invitee, expiring after the practice's default number of days. */
export function emptyGenerateForm(now = new Date()): GenerateForm {
  return { binding: 'invitee', inviteeEmail: '', count: String(GENERATE_DEFAULT), expiryDate: localIsoDate(new Date(defaultCodeExpiry(now.getTime()))) };
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

/** 'YYYY-MM-DD' of `now` in the viewer's zone: the earliest expiry date the input offers. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function validateGenerateForm(form: GenerateForm, now = new Date()): GenerateFormErrors {
  const errors: GenerateFormErrors = {};
  if (form.binding === 'invitee' && !isEmailShaped(form.inviteeEmail.trim())) errors.inviteeEmail = GENERATE_ERRORS.inviteeEmail;
  if (form.expiryDate) {
    const end = endOfDay(form.expiryDate);
    if (!end || end.getTime() <= now.getTime()) errors.expiryDate = GENERATE_ERRORS.expiryDate;
  }
  return errors;
}

/** The callable's request (common/callable-contracts.ts) from a valid form. */
export function toGenerateRequest(form: GenerateForm): GenerateCodesRequest {
  const end = form.expiryDate ? endOfDay(form.expiryDate) : null;
  const expires_at = end ? end.getTime() : null;
  if (form.binding === 'invitee') return { count: 1, invitee_email: form.inviteeEmail.trim(), expires_at };
  return { count: sanitizeGenerateCount(form.count), unbound: true, expires_at };
}

/** Search over the code itself, who used it and who it is meant for (case-insensitive). */
export function filterCodes(codes: readonly MembershipCode[], search: string): readonly MembershipCode[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return codes;
  return codes.filter(
    (code) =>
      code.code.includes(needle) ||
      Boolean(code.assigned_user?.email?.toLowerCase().includes(needle)) ||
      Boolean(code.invitee_email?.toLowerCase().includes(needle)),
  );
}
