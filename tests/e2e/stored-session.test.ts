/**
 * Canary of a library internal: where and in what shape Firebase Auth keeps the signed-in user in
 * the browser's storage is not its public API, and web/src/lib/firebase/stored-session.ts reads it
 * (the entry's guest check, the route pages' first reads). Signing in through the portal, with the
 * real Auth SDK against the Auth emulator, must leave exactly the entry that module reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { parseStoredSession, storedSessionKey, STORED_SESSION_PREFIX, TOKEN_MARGIN_MS } from '@/lib/firebase/stored-session';
import { adminAuth, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

/** The API key of the build under test (vite's emulator mode, as the e2e setup builds it). */
const API_KEY = loadEnv('emulator', fileURLToPath(new URL('../../web', import.meta.url)), 'VITE_').VITE_FIREBASE_API_KEY ?? '';

const changed = (what: string) =>
  `Firebase Auth no longer stores its session as web/src/lib/firebase/stored-session.ts reads it (${what}). ` +
  'Update that module to the SDK\'s new key or shape (the route pages\' scripts get both from it through their settings) and its entry in docs/architecture.md, "Library internals".';

describe('Firebase Auth\'s stored session (canary of web/src/lib/firebase/stored-session.ts)', () => {
  for (const remember of [false, true]) {
    it(`is kept under the module's key and in its shape, signed in ${remember ? 'with' : 'without'} "Remember me"`, async () => {
      const page = await freshPage();
      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, { remember });
      await waitForDashboard(page, DEMO_MEMBER.name);
      const stored = await page.evaluate((prefix) => {
        const entries = (storage: Storage) => Object.fromEntries(Object.keys(storage).filter((key) => key.startsWith(prefix)).map((key) => [key, storage.getItem(key)]));
        return { local: entries(localStorage), session: entries(sessionStorage) };
      }, STORED_SESSION_PREFIX);
      const [kept, other] = remember ? [stored.local, stored.session] : [stored.session, stored.local];
      const key = storedSessionKey(API_KEY);
      expect(Object.keys(kept), changed(`keys starting ${STORED_SESSION_PREFIX}: ${JSON.stringify(Object.keys(kept))}`)).toEqual([key]);
      expect(Object.keys(other)).toEqual([]);

      const session = parseStoredSession(kept[key] ?? null);
      const shape = (value: unknown): unknown =>
        value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, shape(inner)])) : typeof value;
      expect(session, changed(`the stored entry's shape: ${JSON.stringify(shape(JSON.parse(kept[key] ?? 'null')))}`)).not.toBeNull();
      const { uid } = await adminAuth().getUserByEmail(DEMO_MEMBER.email);
      expect(session!.uid, changed('the uid')).toBe(uid);
      const claims = JSON.parse(Buffer.from(session!.token.split('.')[1] ?? '', 'base64url').toString()) as { user_id?: string; exp?: number };
      expect(claims.user_id, changed('the ID token')).toBe(uid);
      // The expiry is the token's own, in milliseconds.
      expect(Math.abs(session!.expiresAt - (claims.exp ?? 0) * 1000), changed('the expiry')).toBeLessThan(5_000);
      expect(session!.expiresAt).toBeGreaterThan(Date.now() + TOKEN_MARGIN_MS);
    });
  }
});
