/**
 * The server's clock as this browser can know it. Members' content queries ask for
 * records published by "now", and firestore.rules refuse a query whose "now" is after the server's
 * time: a device clock that runs ahead would get a refusal instead of the library. The first such
 * refusal makes the reader learn the server's time from the Date header of a HEAD request to the
 * portal's own origin (whole seconds, cut down, so never ahead) and ask again with it.
 */
let offsetMs = 0;

/** The time to ask for, in epoch milliseconds: the device's clock, corrected once the server's is known. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Learns the server's clock; false when no Date header could be read (offline, another origin). */
export async function learnServerClock(): Promise<boolean> {
  try {
    const response = await fetch(`${window.location.origin}/`, { method: 'HEAD', cache: 'no-store' });
    const header = response.headers.get('date');
    const server = header ? Date.parse(header) : NaN;
    if (Number.isNaN(server)) return false;
    // The header's time was read before the answer arrived, and cut to the second: never ahead.
    offsetMs = Math.min(0, server - Date.now());
    return true;
  } catch {
    return false;
  }
}

/** Forgets what was learned (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
}
