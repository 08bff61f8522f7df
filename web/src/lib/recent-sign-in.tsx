/**
 * The sensitive staff actions need a sign-in with the second factor from the last
 * SENSITIVE_ACTION_SECONDS (functions/src/roles/requireAdmin.ts requireSensitiveAdmin). When the
 * function refuses an older one, the screen asks for the password and the SMS code again in place and
 * runs the action again: the auth feature provides the asking (second-factor/recent-sign-in.tsx,
 * mounted by app/guards.tsx around the admin screens), the admin screens use it through this context,
 * so neither feature imports the other.
 */
import { createContext, useCallback, useContext } from 'react';
import { readCallableError } from '@common/callable';
import type { RecentSecondFactorErrorDetails } from '@common/callable-contracts';

/** Asks for the password and code; resolves once the account signed in again, rejects when the person cancels. */
export type AskForRecentSignIn = () => Promise<void>;

export const RecentSignInContext = createContext<AskForRecentSignIn | null>(null);

const REASON: RecentSecondFactorErrorDetails['reason'] = 'recent-second-factor';

/** Whether a callable refused because the caller's sign-in with the second factor is too old. */
export function isRecentSignInRefusal(error: unknown): boolean {
  const { code, details } = readCallableError(error);
  return code === 'failed-precondition' && (details as Partial<RecentSecondFactorErrorDetails> | undefined)?.reason === REASON;
}

/**
 * Runs a sensitive action; refused for an old sign-in, it asks for the password and code again and
 * runs the action once more (a keyed call sends the same idempotency key: lib/action-keys.ts). When
 * the person cancels, the refusal itself is what the action fails with.
 */
export function useWithRecentSignIn(): <T>(action: () => Promise<T>) => Promise<T> {
  const ask = useContext(RecentSignInContext);
  return useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!ask || !isRecentSignInRefusal(error)) throw error;
        try {
          await ask();
        } catch {
          throw error;
        }
        return action();
      }
    },
    [ask],
  );
}
