import { httpsCallable } from 'firebase/functions';
import { ADMIN_CALLABLES, type ResetCodeRequest, type ResetCodeResult } from '@common/admin-callables';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Frees a used code on the server; the member who used it keeps their membership (DECISIONS.md §2). */
export async function resetMembershipCode(code: string): Promise<void> {
  const reset = httpsCallable<ResetCodeRequest, ResetCodeResult>(getAppFunctions(), ADMIN_CALLABLES.resetMembershipCode);
  await reset({ code });
}
