/**
 * The admin tables' layout in Chromium: at 1366 px every date stays on one line; at 390 px
 * the table scrolls sideways inside its frame and the page itself does not. On Members and Review
 * due, at 1280 and 390 px, no name, title or e-mail address breaks inside a word (an address wraps
 * at its @ and dots), the Actions column is as wide as its buttons, and the Rows-per-page select is
 * as wide as its numbers, narrower than the table's first column. Above a content table, the search box
 * and the Status and Sort by date selects share one row at 1280 px and stack at 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/e2e-browser';
import { signInAsStaff } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

async function adminTable(width: number, list: 'articles' | 'resources'): Promise<Page> {
  const page = await freshPage({ viewport: { width, height: 900 } });
  await signInAsStaff(page);
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

/**
 * On the page's first table with actions in its rows: each word of the first column's cells (names, titles) and of the
 * e-mail addresses that breaks over two lines; the widths of the first column, the Actions column
 * and its widest content, and of the Rows-per-page select under the table.
 */
async function tableWords(page: Page) {
  return page.evaluate(() => {
    const table = Array.from(document.querySelectorAll('main table')).find((t) => t.querySelector('tbody button'))!;
    const split: string[] = [];
    const cells = [...Array.from(table.querySelectorAll('tbody tr > :first-child')), ...Array.from(table.querySelectorAll('tbody td')).filter((td) => td.textContent?.includes('@'))];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length > 1) split.push(word[0]);
        }
      }
    }
    const headers = Array.from(table.querySelectorAll('thead th'));
    const actions = headers.findIndex((th) => th.textContent === 'Actions');
    const contentWidths = Array.from(table.querySelectorAll(`tbody tr > :nth-child(${actions + 1}) > *`), (el) => el.getBoundingClientRect().width);
    const select = table.closest('.MuiPaper-root')!.querySelector('select')!.closest('.MuiInputBase-root')!;
    const actionsCell = headers[actions]!;
    const padding = parseFloat(getComputedStyle(actionsCell).paddingLeft) + parseFloat(getComputedStyle(actionsCell).paddingRight);
    return {
      split,
      cells: cells.length,
      firstColumn: headers[0]!.getBoundingClientRect().width,
      actionsColumn: actionsCell.getBoundingClientRect().width - padding,
      widestActions: Math.max(0, ...contentWidths),
      select: select.getBoundingClientRect().width,
    };
  });
}

describe('the Members and Review due tables', () => {
  it.each([
    ['/admin/members', 1280],
    ['/admin/members', 390],
    ['/admin/review-due', 1280],
    ['/admin/review-due', 390],
  ] as const)('%s at %i px: words whole, addresses wrapped at @ and dots, Actions as wide as its buttons, a compact Rows-per-page select', async (path, width) => {
    const page = await freshPage({ viewport: { width, height: 900 } });
    await signInAsStaff(page);
    await page.goto(path);
    await page.locator('main table tbody tr th, main table tbody tr td').first().waitFor();
    await page.getByRole('button', { name: /^(Mark reviewed|Remove|Make|Restore|Disable|Enable)/ }).first().waitFor();
    const seen = await tableWords(page);
    expect(seen.cells).toBeGreaterThan(0);
    expect(seen.split).toEqual([]);
    expect(seen.actionsColumn).toBeLessThanOrEqual(seen.widestActions + 1);
    expect(seen.select).toBeLessThan(seen.firstColumn);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

describe('the filter row above a content table', () => {
  it.each([1280, 390])('at %i px: search box and both selects in one row when wide, stacked on a phone', async (width) => {
    const page = await adminTable(width, 'articles');
    const box = async (name: string, role: 'searchbox' | 'combobox') => {
      const field = page.getByRole(role, { name }).locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
      const rect = await field.boundingBox();
      if (!rect) throw new Error(`${name} is not shown`);
      return rect;
    };
    const search = await box('Search articles', 'searchbox');
    const status = await box('Status', 'combobox');
    const order = await box('Sort by date', 'combobox');
    const fields = [search, status, order];
    if (width === 1280) {
      for (const field of fields) expect(Math.abs(field.y - search.y)).toBeLessThanOrEqual(1);
      expect(status.x).toBeGreaterThanOrEqual(search.x + search.width);
      expect(order.x).toBeGreaterThanOrEqual(status.x + status.width);
      // Each select as wide as its choices, not the row.
      expect(status.width + order.width).toBeLessThan(width / 2);
    } else {
      expect(status.y).toBeGreaterThanOrEqual(search.y + search.height);
      expect(order.y).toBeGreaterThanOrEqual(status.y + status.height);
      for (const field of fields) expect(Math.abs(field.x - search.x)).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
