/**
 * Firebase Auth's stored session, read without the SDK: the one module that knows where and in what
 * shape Auth keeps the signed-in user in the browser's storage. That is not Auth's public API, and
 * it buys the first screen's speed: the entry knows before loading Auth whether the browser is a
 * guest (lib/session.tsx), and the route pages' inline scripts (app/list-first-read.js,
 * app/record-preview.js) ask Firestore with the stored ID token while the scripts download. The
 * scripts cannot import, so the page gives them the key and the places below in their settings
 * (app/route-shells.ts, `storedSessionSettings`).
 *
 * tests/e2e/stored-session.test.ts signs in with the Auth SDK against the Auth emulator and fails,
 * naming this module, when an Auth update stores the session elsewhere or in another shape.
 *
 * Plain values, no SDK: the build imports this module (route shells), and the entry reads it before
 * Auth has loaded.
 */

/** What every stored session's key starts with: `firebase:authUser:<api key>:<app name>`. */
export const STORED_SESSION_PREFIX = 'firebase:authUser:';

/** The name Auth gives the default app in its keys. */
const DEFAULT_APP = '[DEFAULT]';

/** The key under which Auth keeps the default app's user, in localStorage ("Remember me") or sessionStorage (lib/firebase/auth.ts persistences). */
export function storedSessionKey(apiKey: string): string {
  return `${STORED_SESSION_PREFIX}${apiKey}:${DEFAULT_APP}`;
}

/** Where each value sits in the stored JSON (a path of property names). */
export const STORED_SESSION_PLACES = {
  uid: ['uid'],
  token: ['stsTokenManager', 'accessToken'],
  expiresAt: ['stsTokenManager', 'expirationTime'],
} as const satisfies Record<string, readonly string[]>;

/** A stored token that expires within this time is not used without Auth (it may run out on the way). */
export const TOKEN_MARGIN_MS = 60_000;

/** What the pages' scripts get in their settings to read the stored session. */
export type StoredSessionSettings = typeof STORED_SESSION_PLACES & { key: string; margin: number };

export function storedSessionSettings(apiKey: string): StoredSessionSettings {
  return { key: storedSessionKey(apiKey), ...STORED_SESSION_PLACES, margin: TOKEN_MARGIN_MS };
}

/** The stored session's values this app uses. */
export interface StoredSession {
  uid: string;
  /** The ID token. */
  token: string;
  /** When the ID token expires (epoch ms). */
  expiresAt: number;
}

function at(value: unknown, place: readonly string[]): unknown {
  return place.reduce<unknown>((inner, name) => (inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>)[name] : undefined), value);
}

/** A stored entry's values, or null when it is not JSON of the shape above. */
export function parseStoredSession(stored: string | null): StoredSession | null {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    return null;
  }
  const uid = at(value, STORED_SESSION_PLACES.uid);
  const token = at(value, STORED_SESSION_PLACES.token);
  const expiresAt = at(value, STORED_SESSION_PLACES.expiresAt);
  return typeof uid === 'string' && typeof token === 'string' && typeof expiresAt === 'number' ? { uid, token, expiresAt } : null;
}

/** Whether `storage` holds a stored session of any app. */
export function holdsStoredSession(storage: Storage): boolean {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((key) => key?.startsWith(STORED_SESSION_PREFIX));
}
