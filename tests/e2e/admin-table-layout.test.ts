/**
 * The admin content tables' layout in Chromium: at 1366 px every date stays on one line; at 390 px
 * the table scrolls sideways inside its frame and the page itself does not.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser({ seed: true });

async function adminTable(width: number, list: 'articles' | 'resources'): Promise<Page> {
  const page = await freshPage({ viewport: { width, height: 900 } });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await waitForDashboard(page, DEMO_ADMIN.name);
  await page.goto(`/admin/${list}`);
  await page.getByRole('table').locator('tbody time').first().waitFor();
  return page;
}

/** How many lines each date of the table takes (line boxes of its inline <time>). */
function dateLines(page: Page): Promise<number[]> {
  return page.getByRole('table').locator('tbody time').evaluateAll((times) => times.map((time) => time.getClientRects().length));
}

describe('admin content tables', () => {
  it.each(['articles', 'resources'] as const)('keep every date of %s on one line at 1366 px', async (list) => {
    const page = await adminTable(1366, list);
    const lines = await dateLines(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((n) => n === 1), `lines per date: ${lines.join(', ')}`).toBe(true);
  });

  it('scroll sideways inside the table at 390 px, not the page', async () => {
    const page = await adminTable(390, 'articles');
    const layout = await page.getByRole('table').evaluate((table) => {
      const frame = table.parentElement!;
      frame.scrollLeft = 80;
      return {
        pageWidth: document.scrollingElement!.scrollWidth,
        viewport: window.innerWidth,
        frameOverflow: getComputedStyle(frame).overflowX,
        frameScrolls: frame.scrollWidth > frame.clientWidth,
        frameScrolled: frame.scrollLeft,
      };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(layout.frameOverflow).toBe('auto');
    expect(layout.frameScrolls).toBe(true);
    expect(layout.frameScrolled).toBeGreaterThan(0);
    expect((await dateLines(page)).every((n) => n === 1)).toBe(true);
  });
});
