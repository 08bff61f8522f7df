/**
 * Insights end to end, in Chromium on the production build: a member opens an article and saves it
 * (the recorder sends both once the page is shown, without App Check), staff open Insights from
 * the My Account menu and find the article's counts in the most-read chart and its table and in
 * Most saved; axe finds no serious or critical violation on the screen, charts and tables shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { Timestamp } from 'firebase-admin/firestore';
import { CONTENT_KINDS, type ArticleDoc } from '@common/content';
import { adminDb, closeClients, createUser, type TestUser } from '../../tooling/emulator-clients';
import { openFromAccountMenu, signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const STAMP = String(Date.now()).slice(-6);
/** Short enough to show whole beside its bar; new, so its counts are this test's alone. */
const ARTICLE = { id: `insights-article-${STAMP}`, title: `Pacing plan ${STAMP}` };

let member: TestUser;
let staff: TestUser;

beforeAll(async () => {
  member = await createUser({ email: uniqueEmail('insights-member'), name: 'Ira Reader', role: 'member', emailVerified: true });
  staff = await createUser({ email: uniqueEmail('insights-staff'), name: 'Dana Insights', role: 'admin' });
  const snap = await adminDb().collection(CONTENT_KINDS.articles.collection).limit(1).get();
  const template = snap.docs[0]?.data();
  if (!template) throw new Error('The seed has no article');
  const now = Timestamp.now();
  await putContent('articles', ARTICLE.id, { ...(template as ArticleDoc<Timestamp>), title: ARTICLE.title, slug: ARTICLE.id, created_at: now, published_at: now });
});

afterAll(async () => {
  await deleteContent('articles', ARTICLE.id, ARTICLE.id);
  await closeClients();
});

/** The answer of the recorder's call for `action`, once it has come (started before the action). */
function recorded(page: Page, action: string): Promise<Response> {
  return page.waitForResponse((response) => response.url().endsWith('/recordUse') && (response.request().postData() ?? '').includes(`"action":"${action}"`));
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function audit(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => ({ where, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))).toEqual([]);
}

describe('Insights', () => {
  it('a member reads and saves an article; staff see it counted in the chart and the tables of Insights', async () => {
    const reader = await freshPage();
    await signIn(reader, member.email, member.password);
    await waitForDashboard(reader, member.name);
    const opened = recorded(reader, 'opened');
    const scripts: string[] = [];
    reader.on('request', (request) => scripts.push(request.url()));
    await reader.goto(`/blog/${ARTICLE.id}`);
    await reader.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    const openedAnswer = await opened;
    expect(openedAnswer.status()).toBe(200);
    // Sent without App Check: nothing set it up, so no App Check header and no reCAPTCHA script.
    expect(await openedAnswer.request().headerValue('x-firebase-appcheck')).toBeNull();
    expect(scripts.filter((url) => /recaptcha/.test(url))).toEqual([]);

    const saved = recorded(reader, 'saved');
    await reader.getByRole('button', { name: `Save: ${ARTICLE.title}` }).click();
    await reader.getByRole('button', { name: `Remove from saved: ${ARTICLE.title}` }).waitFor();
    expect((await saved).status()).toBe(200);

    const page = await freshPage();
    await signIn(page, staff.email, staff.password);
    await waitForDashboard(page, staff.name);
    await openFromAccountMenu(page, 'Insights');

    const mostRead = page.getByRole('region', { name: /^Most read in / });
    const articles = mostRead.getByRole('region', { name: 'Articles' });
    // The chart: a bar per record, the new article's among the labels.
    const chart = articles.locator('figure');
    await chart.getByText(ARTICLE.title, { exact: true }).waitFor();
    expect(await chart.locator('.MuiBarChart-element').count()).toBeGreaterThan(0);
    await audit(page, '/admin/insights with its charts');

    // The same figures as a table: one member opened it.
    await mostRead.getByRole('button', { name: 'Show as table' }).click();
    const row = articles.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: ARTICLE.title }) });
    await row.waitFor();
    expect(await row.getByRole('cell').last().textContent()).toBe('1');

    const mostSaved = page.getByRole('region', { name: 'Most saved' });
    const savedRow = mostSaved.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ARTICLE.title }) });
    await savedRow.waitFor();
    expect(await savedRow.getByRole('cell').nth(1).textContent()).toBe('1');

    await page.getByRole('region', { name: /^Reads per week/ }).getByRole('button', { name: 'Show as table' }).click();
    await audit(page, '/admin/insights with its tables');
  });
});
