import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type RedeemCodeRequest, type RedeemCodeResult } from '@common/callable-contracts';
import type { Role } from '@common/roles';
import { currentUser } from '@/lib/firebase/auth';
import { getAppFunctions } from '@/lib/firebase/functions';

/**
 * The server reads "verified" from the ID token. Someone who has just opened the verification link
 * still holds a token from before it: reload the account, and if it is verified now, get a new token.
 */
async function refreshIfJustVerified(): Promise<void> {
  const user = currentUser();
  if (!user || user.emailVerified) return;
  try {
    await user.reload();
    if (user.emailVerified) await user.getIdToken(true);
  } catch (error) {
    console.warn('Could not check whether the e-mail was verified meanwhile', error);
  }
}

/** Redeems a code on the server (one transaction, guess budget there); the caller refreshes claims. */
export async function redeemMembershipCode(code: string): Promise<Role> {
  await refreshIfJustVerified();
  const redeem = httpsCallable<RedeemCodeRequest, RedeemCodeResult>(getAppFunctions(), CALLABLES.redeemMembershipCode);
  const { data } = await redeem({ code });
  return data.role;
}
