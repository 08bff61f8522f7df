/**
 * The sign-in screen downloads only what it needs: not the member layout, the dashboard, the admin
 * screens, the library search, nor the Firestore and Storage SDKs (issue 2 §4). Checked on the production build by
 * listing every script Chromium fetched for /login.
 */
import { expect, it } from 'vitest';
import { useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser();

it('loads /login without member or admin code', async () => {
  const page = await freshPage();
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');

  const names = scripts.map((s) => new URL(s.url).pathname.split('/').pop() ?? '');
  // The chunks are named in web/vite.config.ts (screenChunks): the sign-in screen's code is the guest
  // shell; the member layout's is the member shell, what the landing screens share is member-screens.
  expect(names.some((n) => n.startsWith('guest-shell-'))).toBe(true);
  // load-library-index-: the library search's index and MiniSearch (members only, at the search field's first focus).
  for (const chunk of ['member-shell-', 'member-screens-', 'dashboard-', 'coming-soon-', 'legal-', 'load-library-index-']) {
    expect(names.filter((n) => n.startsWith(chunk)), `${chunk} chunk on /login`).toEqual([]);
  }
  // The Firestore and Storage SDKs announce their backends by host name.
  for (const { url, body } of scripts) {
    expect(body.includes('firestore.googleapis.com'), `Firestore SDK in ${url}`).toBe(false);
    expect(body.includes('firebasestorage.googleapis.com'), `Storage SDK in ${url}`).toBe(false);
  }
});
