import { httpsCallable } from 'firebase/functions';
import { ADMIN_CALLABLES, type GenerateCodesRequest, type GenerateCodesResult } from '@common/admin-callables';
import { getAppFunctions } from '@/lib/firebase/functions';

/** Generates codes on the server (one transaction, cryptographic draw, 1-100 enforced there). */
export async function generateMembershipCodes(request: GenerateCodesRequest): Promise<string[]> {
  const generate = httpsCallable<GenerateCodesRequest, GenerateCodesResult>(getAppFunctions(), ADMIN_CALLABLES.generateMembershipCodes);
  const { data } = await generate(request);
  return data.codes;
}
