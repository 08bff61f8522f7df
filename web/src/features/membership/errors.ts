import { readCallableError } from '@common/callable';
import type { BudgetErrorDetails, VerifyEmailErrorDetails } from '@common/callable-contracts';
import { budgetMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
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

function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function redeemErrorMessage(error: unknown): string {
  const cause = verifyEmailCause(error);
  // Built here, so the phone number is the one this build of the app shows everywhere.
  if (cause) return verifyEmailMessage(cause === 'breaker' ? MESSAGES.codeBreakerVerify : MESSAGES.codeInviteeUnverified, PRACTICE.phone);
  const { code, message, details } = readCallableError(error);
  // The retry time in the person's own time zone (the server can only say it in UTC).
  const retryAt = (details as Partial<BudgetErrorDetails> | null | undefined)?.retryAt;
  if (code === 'resource-exhausted' && typeof retryAt === 'number' && Number.isFinite(retryAt)) return budgetMessage(new Date(retryAt), localTimeZone());
  if (SHOWN_AS_SENT.has(code) && message.trim()) return message.trim();
  // docs/product.md §5: the code was valid but recording the redemption failed.
  if (code === 'internal' && message === MESSAGES.codeUpdateFailed) return MESSAGES.codeUpdateFailed;
  return MESSAGES.codeFailed;
}
