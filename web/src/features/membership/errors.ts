import { readCallableError } from '@common/callable';
import type { BudgetErrorDetails, CodesPausedErrorDetails, VerifyEmailErrorDetails } from '@common/callable-contracts';
import { budgetMessage, codesPausedMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
import { PRACTICE } from '@/config/practice';

/** Server refusals whose message is written for the person (common/messages.ts). */
const SHOWN_AS_SENT = new Set(['invalid-argument', 'not-found', 'resource-exhausted', 'already-exists']);

/** Whether the server wants a verified e-mail first: the code is for this account's unverified address. */
export function needsVerifiedEmail(error: unknown): boolean {
  const { code, details } = readCallableError(error);
  return code === 'failed-precondition' && (details as Partial<VerifyEmailErrorDetails> | null | undefined)?.reason === 'verify-email';
}

/** The refusal while the server's guessing breaker is tripped (the same for every code not bound to the person). */
function codesPaused(error: unknown): boolean {
  const { code, details } = readCallableError(error);
  return code === 'not-found' && (details as Partial<CodesPausedErrorDetails> | null | undefined)?.reason === 'codes-paused';
}

function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function redeemErrorMessage(error: unknown): string {
  // Built here, so the phone number is the one this build of the app shows everywhere.
  if (needsVerifiedEmail(error)) return verifyEmailMessage(MESSAGES.codeInviteeUnverified, PRACTICE.phone);
  if (codesPaused(error)) return codesPausedMessage(PRACTICE.phone);
  const { code, message, details } = readCallableError(error);
  // The retry time in the person's own time zone (the server can only say it in UTC).
  const retryAt = (details as Partial<BudgetErrorDetails> | null | undefined)?.retryAt;
  if (code === 'resource-exhausted' && typeof retryAt === 'number' && Number.isFinite(retryAt)) return budgetMessage(new Date(retryAt), localTimeZone());
  if (SHOWN_AS_SENT.has(code) && message.trim()) return message.trim();
  // docs/product.md §5: the code was valid but recording the redemption failed.
  if (code === 'internal' && message === MESSAGES.codeUpdateFailed) return MESSAGES.codeUpdateFailed;
  return MESSAGES.codeFailed;
}
