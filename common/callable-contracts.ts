/**
 * The contracts of the five callable functions (DECISIONS.md §2): their names and the shapes that
 * go over the wire, shared by functions, web and tests. Limits of the count live in membership.ts
 * (GENERATE_MIN / GENERATE_MAX / GENERATE_DEFAULT); reading a callable's error is callable.ts.
 */
import type { Role } from './roles';

export const CALLABLES = {
  redeemMembershipCode: 'redeemMembershipCode',
  claimOwnerRole: 'claimOwnerRole',
  setAdminRole: 'setAdminRole',
  generateMembershipCodes: 'generateMembershipCodes',
  resetMembershipCode: 'resetMembershipCode',
} as const;

/** redeemMembershipCode: a member's code (exactly four digits) makes the account a member. */
export interface RedeemCodeRequest {
  code: string;
}

export interface RedeemCodeResult {
  /** 'member', or 'admin' for an admin who redeems a code. */
  role: Role;
}

/** redeemMembershipCode's resource-exhausted error (over the guess budget) says when the next try is allowed. */
export interface BudgetErrorDetails {
  /** Epoch milliseconds. */
  retryAt: number;
}

/** claimOwnerRole takes no input (the web SDK sends null); it answers the account's role after the check. */
export interface ClaimOwnerRoleResult {
  role: Role | null;
}

/** setAdminRole: an admin grants (admin true) or removes (false) the admin role of another account. */
export interface SetAdminRoleRequest {
  email: string;
  admin: boolean;
}

export interface SetAdminRoleResult {
  uid: string;
  role: Role;
}

export interface GenerateCodesRequest {
  /** Whole number, GENERATE_MIN..GENERATE_MAX, enforced by the function's schema. */
  count: number;
  /** Optional: only the account with this e-mail may redeem the codes. */
  invitee_email?: string | null;
  /** Optional: epoch milliseconds after which the codes cannot be redeemed; must be in the future. */
  expires_at?: number | null;
}

export interface GenerateCodesResult {
  /** The new codes, in the order generated. */
  codes: string[];
}

/**
 * generateMembershipCodes refuses with `resource-exhausted` (message: codesExhaustedMessage of
 * messages.ts) when fewer codes are free than were asked for; these details say how many are.
 */
export interface GenerateCodesExhaustedDetails {
  free: number;
}

export interface ResetCodeRequest {
  code: string;
}

export interface ResetCodeResult {
  code: string;
}
