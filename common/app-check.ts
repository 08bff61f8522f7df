/**
 * App Check: every callable and the member-file endpoint refuse a request that does
 * not carry an App Check token in this header (functions/src/shared/appCheck.ts).
 *
 * On a real project the web app gets its token from reCAPTCHA Enterprise. The emulators cannot
 * reach Google (no reCAPTCHA, no debug-token exchange), and the Functions emulator decodes App
 * Check tokens without verifying them; so in emulator mode the web app, the tests and the bench all
 * send this placeholder: JWT-shaped, unsigned, naming the app. A deployed function verifies tokens
 * with Google and would refuse it.
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The emulators' placeholder App Check token of `appId` (the JWT's subject, as App Check's are). */
export function emulatorAppCheckToken(appId: string): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub: appId, iss: 'pmc-emulators', aud: ['pmc-emulators'] }));
  return `${header}.${payload}.emulator`;
}
