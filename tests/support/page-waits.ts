/**
 * Waiting on the page itself instead of for a fixed time: until it looks finished (for axe), or
 * until whatever its content could trigger (onerror of a broken image, autofocus) has run.
 */
import type { Page } from 'playwright-core';

const TIMEOUT = 15_000;

/** Resolves once the page has rendered a frame and run the tasks queued before it. */
export async function eventsFlushed(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Waits until every eagerly loaded image has loaded or failed (its onload or onerror is then
 * queued) and those handlers have run.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'), undefined, {
    timeout: TIMEOUT,
  });
  await eventsFlushed(page);
}

/**
 * Waits until the page looks finished: fonts loaded, images done, and no transition or animation
 * that ends still running (MUI dialogs fade in over 225 ms; spinners loop forever and do not count).
 */
export async function visuallySettled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy') &&
      !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity),
    undefined,
    { timeout: TIMEOUT },
  );
}
