import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CodeGuessingResult, type ResetBreakerResult, type RetireCodesResult } from '@common/callable-contracts';
import { getAppFunctions } from '@/lib/firebase/functions';
import { callKeyed } from '@/lib/firebase/keyed-call';

/** How much code guessing the server sees, and whether its breaker is tripped (admins only). */
export async function getCodeGuessing(): Promise<CodeGuessingResult> {
  const { data } = await httpsCallable<null, CodeGuessingResult>(getAppFunctions(), CALLABLES.getCodeGuessing)(null);
  return data;
}

/** Retires every unused code for good (admins only); answers how many. */
export async function retireUnusedCodes(): Promise<number> {
  const { retired } = await callKeyed<object, RetireCodesResult>(CALLABLES.retireUnusedCodes, {});
  return retired;
}

/** Untrips the guessing breaker (admins only); refused when it is not tripped. */
export async function resetCodeBreaker(): Promise<void> {
  await callKeyed<object, ResetBreakerResult>(CALLABLES.resetCodeBreaker, {});
}
