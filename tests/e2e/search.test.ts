/**
 * The library search in Chromium against the production build on the seeded emulators: the header's
 * search finds an article by a typo and by a clinical synonym (the demo practice's synonyms,
 * common/practice.ts), a product and a publication in one query, grouped by kind with the matched
 * words marked; Enter opens the results page; keyboard only from Tab to the article; and the
 * search's code (MiniSearch and the index) loads at the first focus, not before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_PRACTICE } from '@common/practice';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

/** The seeded article about sciatica (emulators/seed/content/articles.ts); it never says "radiculopathy". */
const SCIATICA = 'Understanding Sciatica: What Is Happening and What Helps';
const MINDFUL_PUBLICATION = 'Group Mindfulness Sessions as an Adjunct to Interventional Care for Chronic Neck Pain';
const MINDFUL_PRODUCT = 'Mindful Movement: A Workbook for Back and Neck Pain';

async function memberPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await freshPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await waitForDashboard(page, DEMO_MEMBER.name);
  return { page, scripts };
}

const searchField = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the library' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

async function search(page: Page, text: string): Promise<void> {
  const field = searchField(page);
  await field.fill(text);
  await results(page).getByRole('option').first().waitFor();
}

describe('the library search', () => {
  it('is the demo practice’s configuration that says sciatica and radiculopathy are the same', () => {
    expect(DEFAULT_PRACTICE.searchSynonyms.some((group) => group.includes('sciatica') && group.includes('radiculopathy'))).toBe(true);
  });

  it('loads its index at the first focus, finds an article by a typo and by a synonym, and a product and a publication in one query', async () => {
    const { page, scripts } = await memberPage();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => name.startsWith('load-library-index-')), 'search index chunk before the search was used').toEqual([]);

    await searchField(page).click();
    await search(page, 'sciatca');
    expect(scripts.filter((name) => name.startsWith('load-library-index-'))).toHaveLength(1);
    const articles = results(page).getByRole('group', { name: /^Articles/ });
    await articles.getByRole('option', { name: new RegExp(`^${SCIATICA}`) }).waitFor();
    expect(await articles.locator('mark').allTextContents()).toContain('Sciatica');

    await search(page, 'Radiculopathy');
    await results(page).getByRole('group', { name: /^Articles/ }).getByRole('option', { name: new RegExp(`^${SCIATICA}`) }).waitFor();

    await search(page, 'mindful');
    await results(page).getByRole('group', { name: /^Publications/ }).getByRole('option', { name: new RegExp(`^${MINDFUL_PUBLICATION}`) }).waitFor();
    await results(page).getByRole('group', { name: /^Products/ }).getByRole('option', { name: new RegExp(`^${MINDFUL_PRODUCT}`) }).waitFor();

    // Enter with no result chosen: every result, grouped by kind.
    await searchField(page).press('Enter');
    await page.waitForURL('**/search?q=mindful');
    await page.getByRole('heading', { name: 'Search the library', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Publications \(\d+\)$/, level: 2 }).waitFor();
    await page.getByRole('heading', { name: /^Products \(\d+\)$/, level: 2 }).waitFor();
    expect(await page.title()).toBe('Search: mindful | PMC Portal');
    await page.getByRole('main').getByRole('link', { name: MINDFUL_PRODUCT }).click();
    await page.getByRole('heading', { name: MINDFUL_PRODUCT, level: 1 }).waitFor();

    // The results page says so when nothing matches.
    await page.goto('/search?q=qwxzv');
    await page.getByRole('heading', { name: 'No results for “qwxzv”', level: 2 }).waitFor();
  });

  it('works with the keyboard only: Tab to the search, type, arrow to a result, Enter', async () => {
    const { page } = await memberPage();
    const field = searchField(page);
    let tabs = 0;
    while (!(await field.evaluate((el) => el === document.activeElement))) {
      if (++tabs > 40) throw new Error('The search field is not reachable with Tab');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('sciatca');
    const option = results(page).getByRole('option', { name: new RegExp(`^${SCIATICA}`) });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\/understanding-sciatica/);
    await page.getByRole('heading', { name: SCIATICA, level: 1 }).waitFor();
  });

  it('is a search button on phones that opens the field over the bar', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(page, DEMO_MEMBER.name);
    await page.getByRole('banner').getByRole('button', { name: 'Search the library' }).click();
    await expect.poll(() => searchField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await search(page, 'radiculopathy');
    // The results fit the phone's screen.
    const box = await results(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await results(page).getByRole('option', { name: new RegExp(`^${SCIATICA}`) }).click();
    await page.getByRole('heading', { name: SCIATICA, level: 1 }).waitFor();
  });
});
