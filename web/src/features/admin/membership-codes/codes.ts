/**
 * The membership codes screen's rules, without React or Firebase: counters, the Assigned To and
 * Status texts, and the Generate form (docs/product.md §5; bound and expiring by default:
 * docs/decisions/0002-membership-codes.md).
 */
import type { MembershipCodeDoc } from '@common/documents';
import { defaultCodeExpiry, GENERATE_DEFAULT } from '@common/membership';
import type { CODE_BINDINGS } from '@common/schemas/codes';

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

/** Who can redeem the codes: one invitee's verified address (the default), or anyone holding one. */
export type CodeBinding = (typeof CODE_BINDINGS)[number];

/** What the Generate New Codes panel holds: text as typed (its rules: common/schemas/codes.ts generateFormInput). */
export interface GenerateForm {
  binding: CodeBinding;
  /** 'invitee': the one account that may redeem the code. */
  inviteeEmail: string;
  /** 'unbound': how many codes. An invitee gets one code. */
  count: string;
  /** 'YYYY-MM-DD' from a date input, the codes work through the end of that day; '' for no expiry. */
  expiryDate: string;
}

/** A fresh form: bound to an invitee, expiring after the practice's default number of days. */
export function emptyGenerateForm(now = new Date()): GenerateForm {
  return { binding: 'invitee', inviteeEmail: '', count: String(GENERATE_DEFAULT), expiryDate: localIsoDate(new Date(defaultCodeExpiry(now.getTime()))) };
}

/** 'YYYY-MM-DD' of `now` in the viewer's zone: the earliest expiry date the input offers. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
