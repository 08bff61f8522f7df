/**
 * The rich-text editor's text styles and undo history in Debian's Chromium (jsdom cannot type into
 * draft-js reliably): a heading chosen from the toolbar's menu, typing grouped into undo steps by
 * the 500 ms of docs/product.md §9, Ctrl+Z undoing one burst at a time, and the saved heading on
 * the member page. The page's clock is Playwright's: paused while a burst is typed, so a burst
 * takes no time at all however busy the machine, and moved on between bursts instead of waiting.
 */
import { afterAll, afterEach, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '@common/collections';
import { slugify } from '@common/slug';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent } from '../support/firestore-data';
import { openNewRecordForm, signInAsStaff } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const title = `E2E Editor ${randomUUID().slice(0, 6)}`;

afterEach(closeClients);

afterAll(async () => {
  const db = adminDb();
  const found = await db.collection(COLLECTIONS.articles).where('title', '==', title).get();
  for (const doc of found.docs) await deleteContent('articles', doc.id, String(doc.get('slug')));
  await closeClients();
});

it('makes a heading from the toolbar, undoes a burst of typing as one step, and members see the heading', async () => {
  const page = await freshPage();
  await page.clock.install();
  await signInAsStaff(page);
  await openNewRecordForm(page, 'articles');
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Featured Image URL').fill('https://images.example/editor.png');
  await page.getByLabel('Excerpt').fill('Written by the editor test.');

  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  const textStyle = page.getByRole('toolbar', { name: 'Content formatting' }).getByRole('button', { name: /^Text style/ });
  const editorText = () => editor.innerText();
  await editor.click();
  await textStyle.click();
  await page.getByRole('menu', { name: 'Text style' }).getByRole('menuitemradio', { name: 'Heading 2' }).click();
  await expect.poll(() => textStyle.getAttribute('aria-label')).toBe('Text style: Heading 2');
  await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.type('Heading words');
  await expect.poll(() => editor.innerHTML()).toMatch(/<h2[^>]*>.*Heading words/s);
  await page.keyboard.press('Enter');

  // Two bursts a second apart; the second has a new line in it, which draft-js alone makes a step of its own.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.keyboard.type('First burst');
  await page.clock.fastForward(1000);
  await page.keyboard.type('Second burst');
  await page.keyboard.press('Enter');
  await page.keyboard.type('and more');
  await page.clock.resume();
  await expect.poll(editorText).toMatch(/First burstSecond burst\s+and more/);

  await page.keyboard.press('Control+z');
  await expect.poll(editorText).not.toContain('Second burst');
  expect(await editorText()).not.toContain('and more');
  expect(await editorText()).toContain('First burst');
  await page.keyboard.press('Control+z');
  await expect.poll(editorText).not.toContain('First burst');
  expect(await editorText()).toContain('Heading words');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Article published: members can read it now.').waitFor();
  const stored = await adminDb().collection(COLLECTIONS.articles).where('title', '==', title).get();
  expect(stored.size).toBe(1);
  const content = String(stored.docs[0]!.get('content'));
  expect(content).toContain('<h2>Heading words</h2>');
  expect(content).not.toContain('burst');

  await page.goto(`/blog/${slugify(title)}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('main').getByRole('heading', { level: 2, name: 'Heading words' }).waitFor();
});

it("keeps a toolbar hint on screen while the pointer moves from the tool onto it, and Escape hides it (WCAG 1.4.13)", async () => {
  const page = await freshPage();
  await signInAsStaff(page);
  await openNewRecordForm(page, 'articles');
  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();

  const bold = page.getByRole('toolbar', { name: 'Content formatting' }).getByRole('button', { name: 'Bold' });
  // The hint is hidden from screen readers (the button has the name), so it is found by its place.
  const hint = bold.locator('xpath=following-sibling::*[1]');
  /** Whether a person sees the hint: shown, fully faded in, and what it says. */
  const seen = () => hint.evaluate((el) => getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).opacity === '1' && el.textContent);
  expect(await seen()).toBe(false);

  await bold.hover();
  await expect.poll(seen).toBe('Bold (Ctrl+B)');

  // Down from the middle of the button to the middle of the hint, across the gap between them.
  const from = (await bold.boundingBox())!;
  const to = (await hint.boundingBox())!;
  expect(to.y).toBeGreaterThan(from.y + from.height);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
  expect(under).toBe('Bold (Ctrl+B)');
  expect(await seen()).toBe('Bold (Ctrl+B)');
  expect(await hint.evaluate((el) => el.matches(':hover'))).toBe(true);

  // Escape hides it with the pointer still on it and the focus still in the text.
  await page.keyboard.press('Escape');
  await expect.poll(() => hint.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  expect(await editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Once the pointer has left the tool, hovering it shows the hint again.
  await page.mouse.move(to.x + to.width / 2, to.y + 200);
  await bold.hover();
  await expect.poll(seen).toBe('Bold (Ctrl+B)');
});
