/**
 * Idempotency keys as the web app makes them (common/idempotency.ts): one per user action. An action
 * whose call failed keeps its key, and trying it again with the same input (the person pressing the
 * same button again after a network failure, whose first call may have gone through) sends that key
 * again, so the server does the work once. Success ends the action: the next press is a new one.
 * Two presses of one action while the first still runs share the key too (a double click).
 */

/** Actions that failed and may be tried again, per kind of call; the oldest is forgotten first. */
const PENDING_MAX = 20;

export interface ActionKeys {
  /** Runs `send` with the key of the action `input` describes. */
  run<T>(input: unknown, send: (key: string) => Promise<T>): Promise<T>;
}

export function actionKeys(makeKey: () => string = () => crypto.randomUUID()): ActionKeys {
  // Keyed by the input as JSON (built by our own code, so its field order is stable).
  const pending = new Map<string, string>();
  return {
    async run(input, send) {
      const action = JSON.stringify(input ?? null);
      let key = pending.get(action);
      if (key === undefined) {
        key = makeKey();
        pending.set(action, key);
        if (pending.size > PENDING_MAX) pending.delete(pending.keys().next().value!);
      }
      const result = await send(key);
      if (pending.get(action) === key) pending.delete(action);
      return result;
    },
  };
}
