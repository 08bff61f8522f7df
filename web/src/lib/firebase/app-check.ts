/**
 * App Check (docs/decisions/0013-hosting-headers-csp-app-check.md): every callable and the
 * member-file endpoint refuse a request without its token. Set up on first use (the first callable
 * or file), so it is not part of the first paint.
 * On a real project the token comes from reCAPTCHA Enterprise (or a registered debug token in a
 * development build); on the emulators, which cannot reach Google, from the placeholder of
 * common/app-check.ts, which only the Functions emulator accepts.
 */
import { CustomProvider, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { APP_CHECK_HEADER, emulatorAppCheckToken } from '@common/app-check';
import { appCheckDebugToken, appCheckSiteKey, firebaseOptions, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

const HOUR_MS = 3_600_000;

let appCheck: AppCheck | undefined;

function provider(): CustomProvider | ReCaptchaEnterpriseProvider {
  if (useEmulators) {
    const token = emulatorAppCheckToken(firebaseOptions.appId ?? '');
    return new CustomProvider({ getToken: () => Promise.resolve({ token, expireTimeMillis: Date.now() + HOUR_MS }) });
  }
  if (appCheckDebugToken) (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = appCheckDebugToken;
  return new ReCaptchaEnterpriseProvider(appCheckSiteKey);
}

/** App Check for the portal's app, initialised once; the Functions SDK then sends its token by itself. */
export function ensureAppCheck(): AppCheck {
  appCheck ??= initializeAppCheck(getFirebaseApp(), { provider: provider(), isTokenAutoRefreshEnabled: true });
  return appCheck;
}

/** The header a plain request to a function carries (the file endpoint). */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const { token } = await getToken(ensureAppCheck());
  return { [APP_CHECK_HEADER]: token };
}
