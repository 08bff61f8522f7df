/**
 * A request of the signed-in account that the backend refused: Firestore's or a callable's
 * permission-denied or unauthenticated, Storage's unauthorized or unauthenticated. When staff take
 * membership or admin away, the rules and callables refuse the person's old sign-in at once
 * (docs/decisions/0001-backend-enforces-security.md); the session (lib/session.tsx) listens here
 * and decides whether the access really changed. The shared places where requests fail report here
 * (the query client's caches of every query and mutation, Storage downloads, callables), not each screen.
 */
const REFUSAL_CODES = new Set([
  'permission-denied',
  'unauthenticated',
  'functions/permission-denied',
  'functions/unauthenticated',
  'storage/unauthorized',
  'storage/unauthenticated',
]);

export function isAccessRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSAL_CODES.has(code);
}

type Listener = () => void;

const listeners = new Set<Listener>();

/** The session listens; returns the unsubscribe. */
export function onAccessRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the session when `error` is a refusal; anything else passes by. Never throws. */
export function reportAccessRefusal(error: unknown): void {
  if (!isAccessRefusal(error)) return;
  for (const listener of listeners) {
    try {
      listener();
    } catch (failure) {
      console.error('Access refusal listener failed', failure);
    }
  }
}

/** `request` as is; a refusal it ends with is reported on its way to the caller. */
export async function reportingRefusal<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    reportAccessRefusal(error);
    throw error;
  }
}
