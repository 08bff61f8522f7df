/**
 * The session's side of the pages kept for offline, in the first download, so kept as small as
 * it can be: a flag in localStorage says whether this device may hold kept pages, and only then
 * does the store (lib/kept-store.ts, with idb-keyval) load. A guest's start or a sign-out on a
 * device that never kept anything loads nothing more.
 */

/** Set while the store may hold kept pages; removed by a wipe. */
export const KEPT_FLAG = 'pmc:kept';

export function mayHoldKept(): boolean {
  try {
    return window.localStorage.getItem(KEPT_FLAG) !== null;
  } catch {
    return true;
  }
}

/**
 * The session now belongs to `uid`: the device's kept pages are claimed for it (another account's
 * deleted first); null (signed out, or the session ended by the backend): every kept page is
 * deleted. Never throws (a failure is logged).
 */
export async function keptFollowSession(uid: string | null): Promise<void> {
  if (!mayHoldKept()) return;
  try {
    const store = await import('./kept-store');
    await (uid ? store.claim(uid) : store.wipe());
  } catch (error) {
    console.error('Could not update the pages kept for offline', error);
  }
}
