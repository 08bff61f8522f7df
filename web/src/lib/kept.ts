/**
 * Pages kept for offline: the small part every screen and the session may call without loading
 * the store. The store itself (lib/kept-store.ts, IndexedDB through idb-keyval) loads on demand,
 * and only when this device may hold kept pages: a flag in localStorage says so, so a guest's
 * start or a sign-out on a device that never kept anything downloads nothing more.
 */
import { holdsStoredSession } from './firebase/stored-session';

/** Set while the store may hold kept pages; removed by a wipe. */
export const KEPT_FLAG = 'pmc:kept';

export function mayHoldKept(): boolean {
  try {
    return window.localStorage.getItem(KEPT_FLAG) !== null;
  } catch {
    return true;
  }
}

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

/** Deletes every kept page and file of this device. Never throws (a failure is logged). */
export async function wipeKept(): Promise<void> {
  if (!mayHoldKept()) return;
  try {
    await (await loadKeptStore()).wipe();
  } catch (error) {
    console.error('Could not delete the pages kept for offline', error);
  }
}

/** The device's kept pages belong to `uid` from now: another account's are deleted first. */
export async function claimKept(uid: string): Promise<void> {
  if (!mayHoldKept()) return;
  try {
    await (await loadKeptStore()).claim(uid);
  } catch (error) {
    console.error('Could not check whose pages are kept on this device', error);
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
