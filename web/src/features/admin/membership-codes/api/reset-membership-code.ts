import { CALLABLES, type ResetCodeRequest, type ResetCodeResult } from '@common/callable-contracts';
import { callKeyed } from '@/lib/firebase/keyed-call';

/** Frees a used code on the server; the member who used it keeps their membership (docs/decisions/0002-membership-codes.md). */
export async function resetMembershipCode(code: string): Promise<void> {
  await callKeyed<ResetCodeRequest, ResetCodeResult>(CALLABLES.resetMembershipCode, { code });
}
