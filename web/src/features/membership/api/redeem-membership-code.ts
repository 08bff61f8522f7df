import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type RedeemCodeRequest, type RedeemCodeResult } from '@common/callable-contracts';
import type { Role } from '@common/roles';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Redeems a code on the server (one transaction, guess budget there); the caller refreshes claims. */
export async function redeemMembershipCode(code: string): Promise<Role> {
  const redeem = httpsCallable<RedeemCodeRequest, RedeemCodeResult>(getAppFunctions(), CALLABLES.redeemMembershipCode);
  const { data } = await redeem({ code });
  return data.role;
}
