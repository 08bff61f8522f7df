import { httpsCallable } from 'firebase/functions';
import type { Role } from '@common/roles';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Redeems a code on the server (one transaction, guess budget there); the caller refreshes claims. */
export async function redeemMembershipCode(code: string): Promise<Role> {
  const redeem = httpsCallable<{ code: string }, { role: Role }>(getAppFunctions(), 'redeemMembershipCode');
  const { data } = await redeem({ code });
  return data.role;
}
