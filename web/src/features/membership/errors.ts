import { readCallableError } from '@common/callable';
import { MESSAGES } from '@common/messages';

/** Server refusals whose message is written for the person (common/messages.ts). */
const SHOWN_AS_SENT = new Set(['invalid-argument', 'not-found', 'resource-exhausted']);

export function redeemErrorMessage(error: unknown): string {
  const { code, message } = readCallableError(error);
  if (SHOWN_AS_SENT.has(code) && message.trim()) return message.trim();
  return MESSAGES.codeFailed;
}
