import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type GenerateCodesRequest, type GenerateCodesResult } from '@common/callable-contracts';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Generates codes on the server (one transaction, cryptographic draw, 1-100 enforced there). */
export async function generateMembershipCodes(request: GenerateCodesRequest): Promise<string[]> {
  const generate = httpsCallable<GenerateCodesRequest, GenerateCodesResult>(getAppFunctions(), CALLABLES.generateMembershipCodes);
  const { data } = await generate(request);
  return data.codes;
}
