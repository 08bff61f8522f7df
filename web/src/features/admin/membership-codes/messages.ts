import { readCallableError } from '@common/callable';
import { codesGeneratedMessage, MESSAGES } from '@common/messages';

/**
 * The membership codes screen's texts (SPEC.md §5, §8). Those the functions and tests share come
 * from common/messages.ts; the rest are the screen's own.
 */
export const CODES_MESSAGES = {
  generated: codesGeneratedMessage,
  generateFailed: MESSAGES.generateFailed,
  resetDone: MESSAGES.codeResetDone,
  resetFailed: MESSAGES.resetFailed,
  loadFailed: 'Failed to load membership codes',
  resetConfirm: 'Are you sure you want to reset this code? This will make it available for use again.',
} as const;

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

/** SPEC.md §8: the server's error, else 'Failed to generate codes'. */
export function generateErrorMessage(error: unknown): string {
  const { code, message } = readCallableError(error);
  return SHOWN_AS_SENT.has(code) && message.trim() ? message.trim() : CODES_MESSAGES.generateFailed;
}
