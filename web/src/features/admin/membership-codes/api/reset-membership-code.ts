import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type ResetCodeRequest, type ResetCodeResult } from '@common/callable-contracts';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Frees a used code on the server; the member who used it keeps their membership (docs/decisions/0002-membership-codes.md). */
export async function resetMembershipCode(code: string): Promise<void> {
  const reset = httpsCallable<ResetCodeRequest, ResetCodeResult>(getAppFunctions(), CALLABLES.resetMembershipCode);
  await reset({ code });
}
