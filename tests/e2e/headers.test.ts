/**
 * What Hosting sends, proven through the Firebase Hosting emulator serving the
 * emulator build with firebase.json's headers (the derived config of tooling/hosting-config.mjs),
 * not by reading the config: the security headers and the Content-Security-Policy on the app's
 * entry, a deep link (the SPA rewrite) and a hashed asset, their caching, that a member file
 * (/files/**, the file endpoint behind a rewrite) is never cacheable, whether served or refused, that
 * framing is refused, and that a policy violation is caught (the collector every e2e test relies on).
 *
 * Caching in firebase.json: the pages' `no-cache` applies to every path but /files/** (an RE2
 * regex, as Hosting's header rules accept: RE2 has no look-ahead, so it spells out "not files/"),
 * hashed assets are immutable, and /files/** gets `private, no-store`, also when the function's
 * answer says so itself (Hosting's header rules override a function's headers; the last rule that
 * matches a path wins). The service worker (sw.js) and the web app manifest are pages in that sense:
 * `no-cache`, so a deploy reaches an installed app at its next start (tests/e2e/offline-shell.test.ts
 * proves the worker registers under this policy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { emulatorOrigins, productionPolicy, withEmulatorOrigins } from '../../tooling/hosting-config.mjs';
import { APP_CHECK_HEADER } from '@common/app-check';
import { publicationPdfPath, SEED_PUBLICATIONS } from '../../emulators/seed/content';
import { APP_CHECK_TOKEN, closeAll, createUser, idTokenFor, type TestUser } from '../../tooling/emulator-clients';
import { baseURL, launchBrowser, newContext } from '../support/e2e-browser';

type Policy = Map<string, string[]>;

function parsePolicy(value: string): Policy {
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const production = parsePolicy(productionPolicy());
const served = withEmulatorOrigins(productionPolicy());

async function get(path: string): Promise<{ status: number; headers: Headers; body: string }> {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The hashed entry script the built index.html loads, e.g. /assets/index-AbC123.js. */
function hashedAsset(html: string): string {
  const match = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html names no hashed entry script');
  return match[1]!;
}

const SECURITY_HEADERS: [string, string][] = [
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
];

describe('the production policy of firebase.json', () => {
  it('allows no eval, no inline script but two by their hashes, no plugins, no foreign base, no framing', () => {
    const all = [...production.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(production.get('default-src')).toEqual(["'self'"]);
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(production.get('script-src')![0]).toBe("'self'");
    // Beyond 'self': two inline scripts by their hashes (a record page's first paint, web/src/app/record-preview.js,
    // and a list's first read, web/src/app/list-first-read.js, whose hashes web/src/app/route-shells.test.ts
    // checks), and scripts only from reCAPTCHA (App Check's provider).
    const beyond = production.get('script-src')!.slice(1);
    const hashes = beyond.filter((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s));
    expect(hashes).toHaveLength(2);
    expect(beyond.filter((s) => !hashes.includes(s)).every((s) => /^https:\/\/www\.(google|gstatic)\.com\/recaptcha\/$/.test(s))).toBe(true);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.get('form-action')).toEqual(["'self'"]);
  });

  it('connects only to its own origin and Firebase endpoints, over https', () => {
    for (const source of production.get('connect-src')!.slice(1)) {
      expect(source).toMatch(/^https:\/\/([\w-]+\.googleapis\.com|\*\.cloudfunctions\.net)$/);
    }
  });

  it('is served on the emulators with only the emulator origins added', () => {
    const derived = parsePolicy(served);
    expect([...derived.keys()]).toEqual([...production.keys()]);
    for (const [name, sources] of derived) {
      const added = sources.filter((s) => !production.get(name)!.includes(s));
      for (const source of added) expect(emulatorOrigins()).toContain(source);
      expect(sources.slice(0, production.get(name)!.length)).toEqual(production.get(name));
    }
  });
});

describe('Hosting (emulator) sends the policy and the security headers', () => {
  let asset = '';
  beforeAll(async () => {
    asset = hashedAsset((await get('/')).body);
  });

  it.each(['/', '/index.html', '/blog/some-slug', 'asset'])('on %s', async (which) => {
    const path = which === 'asset' ? asset : which;
    const { status, headers } = await get(path);
    expect(status).toBe(200);
    expect(headers.get('content-security-policy')).toBe(served);
    for (const [name, value] of SECURITY_HEADERS) expect([name, headers.get(name)]).toEqual([name, value]);
    const permissions = headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  });

  it('never caches the page (a fix reaches people at once) and keeps hashed assets for good', async () => {
    for (const path of ['/', '/index.html', '/blog/some-slug', '/admin/articles']) {
      expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
    }
    expect((await get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the service worker nor the web app manifest (a new version is found at the next visit)', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const { status, headers } = await get(path);
      expect([path, status, headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
    expect((await get('/sw.js')).headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    // The installed app's HTML pages, as the worker precaches them.
    for (const path of ['/dashboard', '/blog', '/article.html', '/publication.html']) {
      expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
    }
  });

  it('lets the page register its own service worker and read its own manifest, and nothing else', () => {
    expect(production.get('worker-src')).toEqual(["'self'"]);
    expect(production.get('manifest-src')).toEqual(["'self'"]);
  });

  it('serves the app for a deep link (the SPA rewrite; the address of a record gets its page of the same app, tests/e2e/route-shells.test.ts)', async () => {
    const index = (await get('/index.html')).body;
    expect((await get('/account')).body).toBe(index);
    expect((await get('/admin/articles/some-id')).body).toBe(index);
    expect(index).toContain(asset);
    expect((await get('/blog/some-slug')).body).toContain(asset);
  });
});

describe('Hosting (emulator) keeps member files out of every cache', () => {
  // A seeded publication's PDF, which its published record names (emulators/seed/content).
  const paper = `/files/${publicationPdfPath(SEED_PUBLICATIONS[0]!.id)}`;
  let member: TestUser;
  beforeAll(async () => {
    member = await createUser({ role: 'member', emailVerified: true });
  });
  afterAll(closeAll);

  async function getFile(headers: Record<string, string>) {
    const res = await fetch(`${baseURL()}${paper}`, { headers });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('sends a member file with Cache-Control: private, no-store (the page rule of every other path does not reach it)', async () => {
    const served = await getFile({ Authorization: `Bearer ${await idTokenFor(member)}`, [APP_CHECK_HEADER]: APP_CHECK_TOKEN });
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.cacheControl).toBe('private, no-store');
  });

  it('sends a refusal the same way (401 without a sign-in, with no bytes of the file)', async () => {
    const refused = await getFile({ [APP_CHECK_HEADER]: APP_CHECK_TOKEN });
    expect(refused.status).toBe(401);
    expect(refused.bytes.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(refused.cacheControl).toBe('private, no-store');
  });

  it('keeps the page rule for paths that only begin like it (/files itself, /filesystem)', async () => {
    for (const path of ['/files', '/filesystem', '/f']) {
      expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, 'no-cache']);
    }
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses to be framed by another site', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.setContent(`<iframe title="portal" src="${baseURL()}/login"></iframe>`);
    await page.waitForLoadState('load');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('the frame is missing');
    // A refused frame shows the browser's error page, never the portal's document.
    expect(frame.url()).not.toBe(`${baseURL()}/login`);
    expect(await frame.locator('#root').count()).toBe(0);
  });

  it('reports a violation, so the e2e suite can fail on one', async () => {
    const violations: string[] = [];
    const page = await (await newContext(browser, {}, violations)).newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://scripts.example/evil.js';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/^script-src(-elem)? blocked https:\/\/scripts\.example\/evil\.js on \/login$/);
    // An inline script other than the one the policy names by its hash never runs.
    violations.length = 0;
    const inlineRan = await page.evaluate(() => {
      // An inline script runs as it is inserted, when it runs at all.
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(inlineRan).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/^script-src(-elem)? blocked \(?inline\)? on \/login$/);
    violations.length = 0;
    // An inline event handler never runs (the collector leaves these reports out: see
    // tests/support/e2e-browser.ts).
    const ran = await page.evaluate(async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="/no-such-image.png" onerror="window.__handlerRan = true">';
      document.body.append(holder);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return (window as unknown as { __handlerRan?: boolean }).__handlerRan === true;
    });
    expect(ran).toBe(false);
  });

  it('opens the sign-in screen with no violation', async () => {
    const violations: string[] = [];
    const page = await (await newContext(browser, {}, violations)).newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    expect(violations).toEqual([]);
  });
});
