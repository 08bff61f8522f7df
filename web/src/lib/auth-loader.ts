/**
 * Firebase Auth (SDK and app, about 30 kB gzip) loads on demand. A browser that holds no stored
 * session is a guest until someone signs in, so the sign-in screens render at once and load Auth
 * right after (GuestOnly); a browser with a stored session loads it at start and waits for it
 * (the loading screen). Either way the session subscribes as soon as Auth has loaded.
 */
import type * as SessionAuth from './firebase/session-auth';

export type SessionAuthModule = typeof SessionAuth;

let loading: Promise<SessionAuthModule> | undefined;
let announce: (auth: SessionAuthModule) => void = () => {};
const loaded = new Promise<SessionAuthModule>((resolve) => {
  announce = resolve;
});

/** Starts loading Firebase Auth (once); resolves with the session's Auth functions. */
export function startAuth(): Promise<SessionAuthModule> {
  loading ??= import('./firebase/session-auth').then(
    (auth) => {
      announce(auth);
      return auth;
    },
    (error: unknown) => {
      loading = undefined; // the next caller tries again (a dropped connection, a new deploy)
      throw error;
    },
  );
  return loading;
}

/** Resolves when Auth has loaded, whoever started it (the session subscribes here). */
export function authLoaded(): Promise<SessionAuthModule> {
  return loaded;
}

/**
 * Whether this browser holds a Firebase Auth session: the SDK keeps the signed-in user under
 * `firebase:authUser:<api key>:<app>` in localStorage ("Remember me") or sessionStorage
 * (lib/firebase/auth.ts persistences). Unreadable storage counts as "maybe": wait for Auth.
 */
export function hasStoredSession(): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some((store) =>
      Array.from({ length: store.length }, (_, i) => store.key(i)).some((key) => key?.startsWith('firebase:authUser:')),
    );
  } catch {
    return true;
  }
}
