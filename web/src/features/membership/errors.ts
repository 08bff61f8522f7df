import { readCallableError } from '@common/callable';
import type { VerifyEmailErrorDetails } from '@common/callable-contracts';
import { MESSAGES, verifyEmailMessage } from '@common/messages';
import { PRACTICE } from '@/config/practice';

/** Server refusals whose message is written for the person (common/messages.ts). */
const SHOWN_AS_SENT = new Set(['invalid-argument', 'not-found', 'resource-exhausted', 'already-exists']);

/**
 * Why the server asks for a verified e-mail before it takes the code (the global breaker is
 * tripped, or the code is for this account's unverified address); null for any other error.
 */
export function verifyEmailCause(error: unknown): VerifyEmailErrorDetails['cause'] | null {
  const { code, details } = readCallableError(error);
  const info = details as Partial<VerifyEmailErrorDetails> | null | undefined;
  if (code !== 'failed-precondition' || info?.reason !== 'verify-email') return null;
  return info.cause === 'invitee' ? 'invitee' : 'breaker';
}

export function redeemErrorMessage(error: unknown): string {
  const cause = verifyEmailCause(error);
  // Built here, so the phone number is the one this build of the app shows everywhere.
  if (cause) return verifyEmailMessage(cause === 'breaker' ? MESSAGES.codeBreakerVerify : MESSAGES.codeInviteeUnverified, PRACTICE.phone);
  const { code, message } = readCallableError(error);
  if (SHOWN_AS_SENT.has(code) && message.trim()) return message.trim();
  // SPEC.md: the code was valid but recording the redemption failed.
  if (code === 'internal' && message === MESSAGES.codeUpdateFailed) return MESSAGES.codeUpdateFailed;
  return MESSAGES.codeFailed;
}
