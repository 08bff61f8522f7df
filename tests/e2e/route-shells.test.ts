/**
 * Route shells (issue 14, web/src/app/route-shells.ts): Hosting serves the dashboard and each list an
 * HTML page that already shows the screen's frame and banner, so a phone paints them before any
 * script has run; the app then takes their place in one frame. Checked on the production build
 * through the Hosting emulator (firebase.json's cleanUrls and headers).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { ROUTE_SHELLS } from '@/app/route-shells';
import { paths } from '@/config/paths';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { baseURL, useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser({ seed: true });

async function html(path: string) {
  const response = await fetch(new URL(path, baseURL()), { redirect: 'manual' });
  return { status: response.status, csp: response.headers.get('content-security-policy'), body: await response.text() };
}

/** The boot screen's visible texts: the frame's heading and line, or nothing when hidden. */
async function bootTexts(page: Page) {
  return page.evaluate(() => {
    const boot = document.getElementById('boot');
    if (!boot || boot.checkVisibility() === false) return null;
    return Array.from(boot.querySelectorAll('.shell-heading, .shell-text'), (p) => p.textContent);
  });
}

describe('route shells', () => {
  it('are what Hosting serves for the dashboard and each list, with the same headers, asking for their screen\'s code at once; other paths keep the plain loading screen', async () => {
    const plain = await html('/login');
    expect(plain.status).toBe(200);
    expect(plain.body).toContain('<div id="boot" class="boot" role="status">');
    expect(plain.body).not.toContain('class="shell');
    const preloads = (body: string) => body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    // A record's address: the plain loading screen, and its screen's code asked for with the entry.
    const record = await html('/blog/some-article');
    expect(record.status).toBe(200);
    expect(record.csp).toBe(plain.csp);
    expect(record.body).not.toContain('class="shell');
    expect(preloads(record.body).length).toBeGreaterThan(preloads(plain.body).length);
    expect(record.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/article-[^"]+\.js">/);
    for (const shell of ROUTE_SHELLS) {
      const page = await html(shell.path);
      expect(page.status, shell.path).toBe(200);
      expect(page.csp, shell.path).toBe(plain.csp);
      expect(page.body, shell.path).toContain(`<p class="shell-heading">${shell.heading}</p>`);
      expect(page.body, shell.path).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${shell.path.slice(1)}-[^"]+\\.js">`));
      // The same scripts as every other path.
      const scripts = (body: string) => body.match(/<script[^>]*src="[^"]+"/g);
      expect(scripts(page.body), shell.path).toEqual(scripts(plain.body));
    }
  });

  it('paint the frame before the scripts run, and give way to the screen in the frame it appears', async () => {
    const page = await freshPage();
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    const blog = ROUTE_SHELLS.find((s) => s.path === paths.blog)!;

    // The scripts held back: the HTML alone shows the list's banner and the loading status.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(blog.path, { waitUntil: 'commit' });
    await page.locator('#boot .shell-heading').waitFor();
    expect(await bootTexts(page)).toEqual([blog.heading, blog.text]);
    // Screen readers hear the loading status only: the frame is hidden from them.
    const heard = await page.locator('#boot').ariaSnapshot();
    expect(heard).toContain('Loading PMC Portal...');
    expect(heard).not.toContain(blog.heading);

    // Every frame until the screen shows its banner has the boot screen, none has both.
    await page.evaluate(() => {
      const w = window as unknown as { shellFrames: string[] };
      w.shellFrames = [];
      const look = () => {
        const boot = document.getElementById('boot')!.checkVisibility();
        const banner = document.querySelector('#root header h1') !== null;
        w.shellFrames.push(`${boot ? 'boot' : ''}${banner ? 'banner' : ''}`);
        if (!banner) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    release();
    await page.getByRole('heading', { level: 1, name: blog.heading }).waitFor();
    expect(await bootTexts(page)).toBeNull();
    const frames = await page.evaluate(() => (window as unknown as { shellFrames: string[] }).shellFrames);
    expect(frames.at(-1)).toBe('banner');
    expect(frames.filter((f) => f !== 'boot' && f !== 'banner' && f !== '')).toEqual([]);
    await page.unrouteAll();

    // One banner heading for screen readers: the boot screen's frame was hidden from them all along.
    await expect.poll(() => page.getByRole('heading', { name: blog.heading }).count()).toBe(1);
  });
});
