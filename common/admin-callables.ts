/**
 * The admin callables' names and wire shapes (DECISIONS.md §2), shared by functions, web and tests.
 * Limits of the count live in membership.ts (GENERATE_MIN / GENERATE_MAX / GENERATE_DEFAULT).
 */
export const ADMIN_CALLABLES = {
  generateMembershipCodes: 'generateMembershipCodes',
  resetMembershipCode: 'resetMembershipCode',
} as const;

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
