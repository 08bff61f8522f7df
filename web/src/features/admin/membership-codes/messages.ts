import { readCallableError } from '@common/callable';
import { codesGeneratedMessage, MESSAGES, retireDoneMessage } from '@common/messages';

/**
 * The membership codes screen's texts (docs/product.md §5, §8). Those the functions and tests share come
 * from common/messages.ts; the rest are the screen's own.
 */
export const CODES_MESSAGES = {
  generated: codesGeneratedMessage,
  generateFailed: MESSAGES.generateFailed,
  generateException: MESSAGES.generateException,
  resetDone: MESSAGES.codeResetDone,
  resetFailed: MESSAGES.resetFailed,
  /** The reset helper's message (docs/product.md §8 names the helper's and the screen's): logged, and shown under resetFailed. */
  resetHelperFailed: MESSAGES.resetException,
  loadFailed: 'Failed to load membership codes',
  /** Fetching's own message: logged, and shown under loadFailed in the red banner. */
  fetchFailed: MESSAGES.fetchCodesFailed,
  resetConfirm: 'Are you sure you want to reset this code? This will make it available for use again.',
  retired: retireDoneMessage,
  retireFailed: MESSAGES.retireFailed,
  retireConfirm:
    'Every code that has not been used yet will stop working for good, including codes already handed out. Used codes and the members who used them stay as they are. Generate new codes afterwards for people still waiting to join.',
  guessingFailed: MESSAGES.guessingFailed,
  breakerResetConfirm:
    'Codes without an invitee will be accepted again at once, and the failed attempts that tripped the breaker are forgotten by it. Reset it when you know the guessing has stopped, or that it was tripped on purpose to shut unbound codes.',
  breakerResetDone: 'The guessing breaker is reset: codes without an invitee can be redeemed again.',
  breakerResetFailed: MESSAGES.breakerResetFailed,
} as const;

/** The reset's refusal as the server wrote it (not tripped, not an admin), or the screen's own failure text. */
export function breakerResetErrorMessage(error: unknown): string {
  const { code, message } = readCallableError(error);
  if (SHOWN_AS_SENT.has(code) && message.trim()) return message.trim();
  return CODES_MESSAGES.breakerResetFailed;
}

/** Refusals whose message the function wrote for the admin (count out of range, too few free codes). */
const SHOWN_AS_SENT = new Set([
  'invalid-argument',
  'failed-precondition',
  'resource-exhausted',
  'out-of-range',
  'permission-denied',
  'unauthenticated',
  'already-exists',
  'not-found',
]);

/**
 * docs/product.md §8: the server's error; 'Failed to generate membership codes' on an exception (the
 * function failed, or the call never got an answer); 'Failed to generate codes' for a refusal
 * that came without a message.
 */
export function generateErrorMessage(error: unknown): string {
  const { code, message } = readCallableError(error);
  if (SHOWN_AS_SENT.has(code)) return message.trim() || CODES_MESSAGES.generateFailed;
  return CODES_MESSAGES.generateException;
}
