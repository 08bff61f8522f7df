/**
 * Pages kept for offline: what the library's screens call without loading the store. The store
 * itself (lib/kept-store.ts, IndexedDB through idb-keyval) loads on demand; the session's part
 * (the flag, claiming and wiping) is lib/kept-flag.ts, in the first download.
 */
import { holdsStoredSession } from './firebase/stored-session';
import { mayHoldKept } from './kept-flag';

export { mayHoldKept };

export const loadKeptStore = () => import('./kept-store');

/**
 * Keeping is offered only to a sign-in with Remember me (its session lives in localStorage): a
 * sign-in for this visit only leaves nothing on the device, kept pages included.
 */
export function keepingAllowed(): boolean {
  try {
    return holdsStoredSession(window.localStorage);
  } catch {
    return false;
  }
}

let lastConfirmed = 0;
/** How often a run of successful reads writes the confirmation time (one write, not one per read). */
const CONFIRM_EVERY_MS = 60_000;

/**
 * The server just answered a member-only read of the signed-in account: its kept pages are
 * confirmed now (they stay visible for KEPT_UNCONFIRMED_DAYS from here).
 */
export function noteServerConfirmed(now = Date.now()): void {
  if (!mayHoldKept() || now - lastConfirmed < CONFIRM_EVERY_MS) return;
  lastConfirmed = now;
  loadKeptStore()
    .then((store) => store.confirm(now))
    .catch((error: unknown) => console.error('Could not note the confirmation of kept pages', error));
}

/** For tests: the next confirmation writes at once. */
export function resetConfirmThrottle(): void {
  lastConfirmed = 0;
}
