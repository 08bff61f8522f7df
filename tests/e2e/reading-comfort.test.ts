/**
 * Reading comfort in Debian's Chromium on the seeded emulators: the largest text size at 390 px
 * wide with no sideways scrolling on the dashboard, a list and an article, remembered on the
 * device; Listen with pause, resume and stop (the test browser has no voices, so a stub engine
 * stands in for the browser's speech synthesis and records what it is asked to do) and hidden where
 * the browser has none; and the system's reduced-motion setting honoured by the portal's
 * transitions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { COLLECTIONS } from '@common/collections';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { eventsFlushed } from '../support/page-waits';

const { openContext } = useBrowser({ seed: true });

afterEach(closeClients);

async function memberPage(options: BrowserContextOptions = {}, initScript?: () => void): Promise<Page> {
  const context = await openContext(options);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await waitForDashboard(page, DEMO_MEMBER.name);
  return page;
}

/** A published article of the seed, newest first. */
async function seededArticle(): Promise<{ slug: string; title: string }> {
  const snap = await adminDb().collection(COLLECTIONS.articles).where('published_at', '<=', new Date()).orderBy('published_at', 'desc').limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('The seed has no published article');
  return { slug: String(doc.get('slug')), title: String(doc.get('title')) };
}

/** The screen's heading is there and nothing in the main region is still loading. */
async function loaded(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [role="progressbar"], main [data-skeleton], main [aria-busy="true"]'));
  await eventsFlushed(page);
}

async function layout(page: Page) {
  return page.evaluate(() => ({
    rootFontPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
    pageWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    bodyFontPx: parseFloat(getComputedStyle(document.querySelector('main p') ?? document.body).fontSize),
    /** The innermost elements that reach past the window's right edge, to name in a failure. */
    overflowing: Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`),
  }));
}

describe('text size', () => {
  it('at its largest and 390 px wide, the dashboard, a list and an article grow and never scroll sideways; the choice stays on the device', async () => {
    const page = await memberPage({ viewport: { width: 390, height: 844 } });
    const article = await seededArticle();
    await page.goto(`/blog/${article.slug}`);
    await loaded(page);
    const standard = await layout(page);
    expect(standard.rootFontPx).toBe(16);

    const sizes = page.getByRole('group', { name: 'Text size' });
    await sizes.getByRole('radio', { name: 'Largest' }).click();
    await expect.poll(async () => (await layout(page)).rootFontPx).toBe(24);
    expect(await sizes.getByRole('radio', { name: 'Largest' }).isChecked()).toBe(true);
    const largest = await layout(page);
    expect(largest.bodyFontPx / standard.bodyFontPx).toBeCloseTo(1.5, 1);

    // Each page load below starts the app again: the size comes back from this device's storage.
    for (const path of ['/dashboard', '/blog', `/blog/${article.slug}`]) {
      await page.goto(path);
      await loaded(page);
      const seen = await layout(page);
      expect({ path, rootFontPx: seen.rootFontPx }).toEqual({ path, rootFontPx: 24 });
      expect({ path, pageWidth: seen.pageWidth, overflowing: seen.overflowing }).toEqual({ path, pageWidth: seen.viewport, overflowing: [] });
    }

    // The mobile menu offers it too, and going back to Standard undoes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('presentation').getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Standard' }).click();
    await expect.poll(async () => (await layout(page)).rootFontPx).toBe(16);
  });

  it('is one tab stop, on the chosen size, with a visible focus; the arrow keys choose the next size and the page follows', async () => {
    const page = await memberPage();
    const article = await seededArticle();
    await page.goto(`/blog/${article.slug}`);
    await loaded(page);
    const sizes = page.getByRole('group', { name: 'Text size' });
    expect(await sizes.getByRole('radio').count()).toBe(4);
    /** The focused element: which size of the group, or "outside". */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el instanceof HTMLInputElement && el.type === 'radio' && el.closest('fieldset') ? el.value : 'outside';
      });

    // Into the group from the control before it: the focus lands on the chosen size, and shows.
    await sizes.getByRole('radio', { name: 'Standard' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('outside');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('standard');
    const ring = await page.evaluate(() => {
      const box = document.activeElement?.nextElementSibling;
      return box ? getComputedStyle(box).outlineStyle : 'no box';
    });
    expect(ring).toBe('solid');

    // The browser's arrow keys move along the sizes and choose each one.
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('large');
    await expect.poll(async () => (await layout(page)).rootFontPx).toBe(18);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('larger');
    await expect.poll(async () => (await layout(page)).rootFontPx).toBe(20);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('large');
    await expect.poll(async () => (await layout(page)).rootFontPx).toBe(18);
    expect(await sizes.getByRole('radio', { name: 'Large', exact: true }).isChecked()).toBe(true);

    // One Tab leaves the group, one Shift+Tab comes back to the chosen size, one more leaves it.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('outside');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('large');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('outside');
  });
});

/**
 * Stands in for the browser's speech synthesis: every call is kept in `window.__speech`; an utterance
 * never ends by itself, and cancel() reports the interruption as engines do.
 */
function stubSpeech() {
  const calls: string[] = [];
  (window as unknown as { __speech: string[] }).__speech = calls;
  let current: { text: string; onerror: ((e: unknown) => void) | null } | null = null;
  class StubUtterance {
    lang = '';
    onend = null;
    onerror = null;
    constructor(public text: string) {}
  }
  const synth = {
    speak(u: typeof current) {
      calls.push(`speak:${u!.text}`);
      current = u;
    },
    cancel() {
      calls.push('cancel');
      const u = current;
      current = null;
      u?.onerror?.({ error: 'interrupted' });
    },
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    getVoices: () => [{ name: 'Stub voice', lang: 'en-US', default: true, localService: true, voiceURI: 'stub' }],
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: StubUtterance, configurable: true });
}

function noSpeech() {
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true });
}

const speechCalls = (page: Page) => page.evaluate(() => (window as unknown as { __speech: string[] }).__speech.slice());

describe('Listen', () => {
  it('reads the article from its title, pauses, resumes and stops, and stops when the reader leaves the page', async () => {
    const page = await memberPage({}, stubSpeech);
    const article = await seededArticle();
    await page.goto(`/blog/${article.slug}`);
    await loaded(page);
    const listen = page.getByRole('group', { name: 'Listen to this page' });

    await listen.getByRole('button', { name: 'Listen' }).click();
    await listen.getByRole('status').filter({ hasText: 'Reading aloud.' }).waitFor();
    expect((await speechCalls(page)).filter((c) => c.startsWith('speak:'))).toEqual([`speak:${article.title}.`]);

    await listen.getByRole('button', { name: 'Pause' }).click();
    await listen.getByRole('status').filter({ hasText: 'Paused.' }).waitFor();
    await listen.getByRole('button', { name: 'Resume' }).click();
    await listen.getByRole('button', { name: 'Stop' }).click();
    await listen.getByRole('button', { name: 'Listen' }).waitFor();
    expect(await listen.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    expect((await speechCalls(page)).filter((c) => !c.startsWith('speak:')).slice(-3)).toEqual(['pause', 'resume', 'cancel']);

    // Leaving the page (in the app, no reload) silences it.
    await listen.getByRole('button', { name: 'Listen' }).click();
    const before = (await speechCalls(page)).length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    expect((await speechCalls(page)).slice(before)).toContain('cancel');
  });

  it('is not offered where the browser has no speech synthesis; the text size still is', async () => {
    const page = await memberPage({}, noSpeech);
    const article = await seededArticle();
    await page.goto(`/blog/${article.slug}`);
    await loaded(page);
    await page.getByRole('group', { name: 'Text size' }).waitFor();
    expect(await page.getByRole('button', { name: 'Listen' }).count()).toBe(0);
  });
});

describe('reduced motion', () => {
  /** The My Account menu's surface while it opens: how long its transitions and animations last (ms). */
  async function menuMotion(page: Page): Promise<{ transitionMs: number; longestAnimationMs: number }> {
    await page.getByRole('button', { name: 'My Account' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    return menu.evaluate((list) => {
      const paper = list.closest('.MuiPaper-root') ?? list;
      const seconds = getComputedStyle(paper)
        .transitionDuration.split(',')
        .map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1));
      const longest = Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration) || 0));
      return { transitionMs: Math.max(...seconds) * 1000, longestAnimationMs: longest };
    });
  }

  it('moves nothing when the system asks for reduced motion, and animates as usual when it does not', async () => {
    const usual = await menuMotion(await memberPage({ reducedMotion: 'no-preference' }));
    expect(usual.transitionMs).toBeGreaterThan(100);

    const reduced = await menuMotion(await memberPage({ reducedMotion: 'reduce' }));
    expect(reduced.transitionMs).toBeLessThan(1);
    expect(reduced.longestAnimationMs).toBeLessThan(1);
  });
});
