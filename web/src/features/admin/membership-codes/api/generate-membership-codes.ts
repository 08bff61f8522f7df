import { CALLABLES, type GenerateCodesRequest, type GenerateCodesResult } from '@common/callable-contracts';
import { callKeyed } from '@/lib/firebase/keyed-call';

/**
 * Generates codes on the server (one transaction, cryptographic draw, 1-100 enforced there). Pressing
 * Generate again with the same form after a failure is the same action (lib/firebase/keyed-call.ts):
 * if the first call went through, its codes come back instead of new ones.
 */
export async function generateMembershipCodes(request: GenerateCodesRequest): Promise<string[]> {
  const { codes } = await callKeyed<GenerateCodesRequest, GenerateCodesResult>(CALLABLES.generateMembershipCodes, request);
  return codes;
}
