/**
 * The code step for a re-authentication, in place: `ask(error)` opens it for Firebase's
 * auth/multi-factor-auth-required and resolves once the code was accepted (the re-authentication is
 * then done), or rejects with CodeStepCancelled. The form that re-authenticates renders `step`.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

const CodeDialog = lazy(() => import('./code-dialog'));

/** The person closed the code step: nothing was changed. */
export class CodeStepCancelled extends Error {
  readonly code = 'pmc/second-factor-cancelled';
  constructor() {
    super('The second-factor code step was cancelled');
  }
}

interface Pending {
  error: unknown;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

export function useCodeStep(): { ask: (error: unknown) => Promise<void>; step: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((error: unknown) => new Promise<void>((resolve, reject) => setPending({ error, resolve, reject })), []);
  const step = pending && (
    <Suspense fallback={null}>
      <CodeDialog
        error={pending.error}
        onDone={() => {
          setPending(null);
          pending.resolve();
        }}
        onCancel={() => {
          setPending(null);
          pending.reject(new CodeStepCancelled());
        }}
      />
    </Suspense>
  );
  return { ask, step };
}
