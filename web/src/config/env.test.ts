import { afterEach, describe, expect, it, vi } from 'vitest';

const PROJECT = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

async function missingWith(settings: Record<string, string>): Promise<string[]> {
  for (const [name, value] of Object.entries({ ...PROJECT, VITE_USE_EMULATORS: '', VITE_APP_CHECK_SITE_KEY: '', ...settings })) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./env')).missingFirebaseSettings;
}

afterEach(() => vi.unstubAllEnvs());

describe('a build’s missing settings', () => {
  it('name the App Check site key for a real project without one (every callable would refuse it)', async () => {
    expect(await missingWith({})).toEqual(['VITE_APP_CHECK_SITE_KEY']);
  });

  it('are none for a real project with its site key, and none on the emulators without one', async () => {
    expect(await missingWith({ VITE_APP_CHECK_SITE_KEY: 'site-key' })).toEqual([]);
    expect(await missingWith({ VITE_USE_EMULATORS: 'true' })).toEqual([]);
  });

  it('name each missing Firebase setting', async () => {
    expect(await missingWith({ VITE_FIREBASE_API_KEY: '', VITE_APP_CHECK_SITE_KEY: 'site-key' })).toEqual(['VITE_FIREBASE_API_KEY']);
  });
});
