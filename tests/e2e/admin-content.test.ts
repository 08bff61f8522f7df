/**
 * The admin's content screens in Debian's Chromium against the production build on the seeded
 * emulators: for each kind, a record is created with an upload, seen in the member view, edited and
 * deleted, and what the screens did is checked in Firestore and Storage themselves (exact document
 * shapes, the slug index, files removed with the record). The editor's toolbar makes bold, italic,
 * both lists and a link (by mouse and by keyboard) and refuses a javascript: link; the sample
 * article button adds the PRP article once and refuses it twice.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, slugDocId, STORED_PICTURE, type ContentKind, type SlugDoc } from '@common/content';
import { slugify } from '@common/slug';
import { DEMO_MEMBER } from '../../emulators/demo-accounts';
import { makePdf } from '../../emulators/seed/assets/pdf';
import sharp from 'sharp';
import { coverPixels } from '../../emulators/seed/assets/cover';
import { encodePng } from '../../emulators/seed/assets/png';
import { adminDb, closeClients } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent } from '../support/firestore-data';
import { openNewRecordForm, openStaffList, publishNow, signInAsStaff } from '../support/portal-steps';
import { storedObject } from '../support/stored-files';

const { freshPage } = useBrowser({ seed: true });

/** Every record this file creates, removed after the tests even when one fails midway. */
const created: { kind: ContentKind; id: string }[] = [];

afterEach(closeClients);

afterAll(async () => {
  for (const { kind, id } of created) {
    const slug = (await adminDb().collection(CONTENT_KINDS[kind].collection).doc(id).get()).get('slug') as unknown;
    await deleteContent(kind, id, typeof slug === 'string' ? slug : undefined);
  }
});

const run = randomUUID().slice(0, 6);
const PNG = { name: 'cover photo.png', mimeType: 'image/png', buffer: encodePng(8, 6, new Uint8Array(8 * 6 * 3).fill(180)) };
/** A picture wider than members get (STORED_PICTURE.maxWidth), as a camera or a designer would hand it over. */
const WIDE_PICTURE = {
  name: 'cover photo.png',
  mimeType: 'image/png',
  buffer: encodePng(2400, 1260, coverPixels({ from: [230, 240, 250], to: [80, 120, 180], accent: [255, 255, 255], shape: 'waves' }, 2400, 1260)),
};
const PDF = {
  name: 'Patient Handout.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf([{ kind: 'title', text: 'E2E handout' }, { kind: 'paragraph', text: 'Uploaded by the admin content test.' }], { title: 'E2E', footer: 'E2E' }),
};

async function adminPage(): Promise<Page> {
  const page = await freshPage();
  await signInAsStaff(page);
  return page;
}

async function openList(page: Page, kind: ContentKind): Promise<void> {
  await openStaffList(page, kind);
  await page.getByRole('table').waitFor();
}

/** The record's document found by a field (the list is read back from Firestore itself). */
async function stored(kind: ContentKind, field: string, value: string): Promise<{ id: string; data: Record<string, unknown> }> {
  const snap = await adminDb().collection(CONTENT_KINDS[kind].collection).where(field, '==', value).get();
  expect(snap.size, `${kind} with ${field} = ${value}`).toBe(1);
  const doc = snap.docs[0]!;
  if (!created.some((c) => c.id === doc.id)) created.push({ kind, id: doc.id });
  return { id: doc.id, data: doc.data() };
}

async function slugOwner(kind: SlugDoc['kind'], slug: string): Promise<string | null> {
  const snap = await adminDb().collection(COLLECTIONS.slugs).doc(slugDocId(kind, slug)).get();
  return snap.exists ? (snap.data() as SlugDoc).record_id : null;
}

/** The Storage path inside one of our download addresses. */
function objectPath(url: string): string {
  const match = /\/o\/([^?]+)/.exec(url);
  if (!match) throw new Error(`Not a Storage download address: ${url}`);
  return decodeURIComponent(match[1]!);
}

async function expectObjectGone(path: string): Promise<void> {
  await expect(storedObject(path)).rejects.toThrow(/HTTP 404/);
}

async function uploadImage(page: Page, previewName: string, picture = PNG): Promise<void> {
  await page.getByLabel('Upload image').setInputFiles(picture);
  await page.getByRole('img', { name: previewName }).waitFor();
}

async function uploadPdf(page: Page): Promise<void> {
  await page.getByLabel('Upload PDF').setInputFiles(PDF);
  await page.getByText('Uploaded file:').waitFor();
}

/** Presses the form's button `label` and waits for what the list then says (starting with `said`). */
async function save(page: Page, label: string, said: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('status').filter({ hasText: said }).waitFor();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function deleteRow(page: Page, name: string, singular: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${singular.toLowerCase()}?` });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(`${singular} deleted.`).waitFor();
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(name)) }).count()).resolves.toBe(0);
}

function keysOf(data: Record<string, unknown>): string[] {
  return Object.keys(data).sort();
}

// ---- Articles, with the editor's toolbar ---------------------------------------------------------

describe('articles', () => {
  it('creates one with an uploaded image and rich text, shows it to members, edits its title, deletes it', async () => {
    const page = await adminPage();
    await openNewRecordForm(page, 'articles');

    const title = `E2E Article ${run}`;
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await uploadImage(page, 'Preview of the featured image', WIDE_PICTURE);
    await page.getByLabel('Excerpt').fill('An article written by the end-to-end test.');

    // The toolbar, with the mouse.
    const editor = page.getByRole('textbox', { name: 'Content', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Content formatting' });
    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
    await editor.click();
    await tool('Bold').click();
    await page.keyboard.type('Bold words');
    await tool('Bold').click();
    await page.keyboard.type(' and ');
    await tool('Italic').click();
    await page.keyboard.type('italic words');
    await tool('Italic').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('First point');
    await tool('Bullet list').click();
    await page.keyboard.press('Enter');
    await tool('Bullet list').click();
    await page.keyboard.type('Step one');
    await tool('Numbered list').click();
    await page.keyboard.press('Enter');
    await tool('Numbered list').click();
    await page.keyboard.type('Read more');
    await page.keyboard.press('Shift+Home');

    // The link prompt: a javascript: address is refused with a message, a web address is linked.
    await tool('Link').click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    const address = dialog.getByRole('textbox', { name: 'Link address' });
    await address.fill('javascript:alert(document.domain)');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByText('Links starting with "javascript:" are not allowed.', { exact: false }).waitFor();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await address.fill('https://example.org/more');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The toolbar, with the keyboard only: Shift+Tab reaches it, arrows move, Enter presses.
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    // Home is the text style menu; Bold is next to it.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bold');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('keyboard bold');

    await save(page, 'Publish', 'Article published: members can read it now.');
    const slug = slugify(title);
    const { id, data } = await stored('articles', 'title', title);
    expect(keysOf(data)).toEqual(['author', 'category', 'content', 'created_at', 'excerpt', 'image', 'published_at', 'references', 'review_due', 'reviewed_at', 'reviewed_by', 'slug', 'title', 'updated_at', 'updated_by', 'version']);
    expect(data).toMatchObject({ slug, category: 'Pain Conditions', excerpt: 'An article written by the end-to-end test.' });
    expect(data.created_at).toBeInstanceOf(Timestamp);
    const html = String(data.content);
    for (const piece of [
      '<strong>Bold words</strong> and <em>italic words</em>',
      '<ul>\n<li>First point</li>\n</ul>',
      '<ol>\n<li>Step one</li>\n</ol>',
      '<a href="https://example.org/more">Read more</a>',
      '<strong>keyboard bold</strong>',
    ]) {
      expect(html).toContain(piece);
    }
    expect(html).not.toContain('javascript');
    const imagePath = objectPath(String(data.image));
    // Prepared for phones (STORED_PICTURE): scaled down to 1,600 px wide and stored as WebP, named after the chosen file.
    expect(imagePath).toMatch(new RegExp(`^images/articles/${id}/[a-z0-9]+-cover-photo\\.webp$`));
    const picture = await storedObject(imagePath);
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: STORED_PICTURE.maxWidth, height: 840 });
    expect(picture.length).toBeLessThan(WIDE_PICTURE.buffer.length / 4);
    expect(await slugOwner('articles', slug)).toBe(id);

    // Published: members read it at once.
    expect(data.published_at).toBeInstanceOf(Timestamp);
    await page.goto(`/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Bold words', { exact: true }).waitFor();
    expect(await main.locator('strong', { hasText: 'Bold words' }).count()).toBe(1);
    const link = main.getByRole('link', { name: /Read more/ });
    expect(await link.getAttribute('href')).toBe('https://example.org/more');
    expect(await link.getAttribute('rel')).toContain('noopener');

    // Editing the title moves the slug: the new slug document is the record's, the old one is gone.
    await openList(page, 'articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(run);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await editor.getByText('Bold words').waitFor();
    const renamed = `${title} revised`;
    await page.getByLabel('Title', { exact: false }).first().fill(renamed);
    await save(page, 'Save Article', 'Article saved.');
    const after = await stored('articles', 'title', renamed);
    expect(after.id).toBe(id);
    expect(after.data.slug).toBe(slugify(renamed));
    expect((after.data.created_at as Timestamp).isEqual(data.created_at as Timestamp)).toBe(true);
    // Unchanged rich text is kept as it was.
    expect(after.data.content).toBe(html);
    expect(await slugOwner('articles', slugify(renamed))).toBe(id);
    expect(await slugOwner('articles', slug)).toBeNull();

    await deleteRow(page, renamed, 'Article');
    expect((await adminDb().collection(COLLECTIONS.articles).doc(id).get()).exists).toBe(false);
    expect(await slugOwner('articles', slugify(renamed))).toBeNull();
    await expectObjectGone(imagePath);
  });

  it('gives a second article with the same title the next free slug', async () => {
    const page = await adminPage();
    const [seeded] = (await adminDb().collection(COLLECTIONS.articles).orderBy('created_at', 'desc').limit(1).get()).docs;
    const title = String(seeded!.get('title'));
    await openList(page, 'articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Featured Image URL').fill('https://images.example/duplicate.png');
    await page.getByLabel('Excerpt').fill(`Same title, run ${run}.`);
    await save(page, 'Save as draft', 'Draft saved: members cannot see it yet.');
    const { id, data } = await stored('articles', 'excerpt', `Same title, run ${run}.`);
    const suffixed = `${seeded!.get('slug') as string}-2`;
    expect(data.slug).toBe(suffixed);
    expect(await slugOwner('articles', suffixed)).toBe(id);
    // The seeded article keeps its own slug.
    expect(await slugOwner('articles', seeded!.get('slug') as string)).toBe(seeded!.id);

    // Newest first: the copy is the first of the two rows with that title, once the list has read
    // it (until then the rows read before the save stay on screen).
    const deletes = page.getByRole('button', { name: `Delete ${title}`, exact: true });
    await expect.poll(() => deletes.count(), { timeout: 15_000 }).toBe(2);
    await deletes.first().click();
    await page.getByRole('dialog', { name: 'Delete article?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Article deleted.').waitFor();
    expect((await adminDb().collection(COLLECTIONS.articles).doc(id).get()).exists).toBe(false);
    expect((await adminDb().collection(COLLECTIONS.articles).doc(seeded!.id).get()).exists).toBe(true);
    expect(await slugOwner('articles', suffixed)).toBeNull();
  });

  it('adds the PRP Therapy sample article once, published, reloading the page, and refuses it a second time', async () => {
    const page = await adminPage();
    await openList(page, 'articles');
    await page.getByRole('button', { name: 'Add PRP Therapy Article' }).click();
    await page.getByText('PRP Therapy article added successfully! Refreshing page...').waitFor();
    await page.waitForEvent('load');
    const title = 'PRP Therapy: How Platelet-Rich Plasma Supports Healing';
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();
    const { id, data } = await stored('articles', 'title', title);
    expect(data.category).toBe('Pain Management');
    expect(await slugOwner('articles', String(data.slug))).toBe(id);

    await page.getByRole('button', { name: 'Add PRP Therapy Article' }).click();
    await page.getByText('Failed to add article. It may already exist.').waitFor();
    expect((await adminDb().collection(COLLECTIONS.articles).where('title', '==', title).get()).size).toBe(1);

    // Published: a member reads it with nothing more done.
    expect(data.published_at).toBeInstanceOf(Timestamp);
    const member = await freshPage();
    await signIn(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await waitForDashboard(member, DEMO_MEMBER.name);
    await member.goto(`/blog/${String(data.slug)}`);
    await member.getByRole('heading', { level: 1, name: title }).waitFor();
    await member.getByRole('heading', { name: 'What the research shows' }).waitFor();

    await openList(page, 'articles');
    await deleteRow(page, title, 'Article');
  });
});

// ---- Publications ------------------------------------------------------------------------------

describe('publications', () => {
  it('creates one with an uploaded PDF (a path, never a token address), shows it, edits it, deletes it with its PDF', async () => {
    const page = await adminPage();
    await openNewRecordForm(page, 'publications');
    const title = `E2E Publication ${run}`;
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await page.getByLabel('Authors').fill(' A. Tester ,  B. Checker ');
    await page.getByLabel('Journal').fill('Journal of Tests');
    expect(await page.getByLabel('Year').inputValue()).toBe(String(new Date().getFullYear()));
    await page.getByLabel('Abstract').fill('What the end-to-end test found.');
    await page.getByLabel('Published Date').fill('2024-03-15');
    await uploadPdf(page);
    await save(page, 'Publish', 'Publication published: members can read it now.');

    const { id, data } = await stored('publications', 'title', title);
    expect(keysOf(data)).toEqual(['abstract', 'authors', 'created_at', 'journal', 'pdf_path', 'pdf_url', 'published_at', 'references', 'review_due', 'reviewed_at', 'reviewed_by', 'title', 'updated_at', 'updated_by', 'version', 'year']);
    expect(data).toMatchObject({ authors: ['A. Tester', 'B. Checker'], year: String(new Date().getFullYear()), pdf_url: '' });
    expect((data.created_at as Timestamp).toDate().toISOString()).toBe('2024-03-15T12:00:00.000Z');
    const pdfPath = String(data.pdf_path);
    expect(pdfPath).toMatch(new RegExp(`^publications/${id}/[a-z0-9]+-patient-handout\\.pdf$`));
    expect(JSON.stringify(data)).not.toMatch(/token=/);
    expect((await storedObject(pdfPath)).length).toBe(PDF.buffer.length);

    await page.goto(`/publications/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('March 15, 2024').waitFor();
    await page.getByRole('main').getByRole('button', { name: /Download PDF/ }).waitFor();

    await openList(page, 'publications');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Publication' }).waitFor();
    expect(await page.getByLabel('Authors').inputValue()).toBe('A. Tester, B. Checker');
    await page.getByLabel('Journal').fill('Journal of Revised Tests');
    await save(page, 'Save Publication', 'Publication saved.');
    await page.getByRole('row', { name: new RegExp(title) }).getByText('Journal of Revised Tests').waitFor();
    const after = await stored('publications', 'title', title);
    expect(after.data).toMatchObject({ journal: 'Journal of Revised Tests', pdf_path: pdfPath });

    await deleteRow(page, title, 'Publication');
    expect((await adminDb().collection(COLLECTIONS.publications).doc(id).get()).exists).toBe(false);
    await expectObjectGone(pdfPath);
  });
});

// ---- Resources ---------------------------------------------------------------------------------

describe('resources', () => {
  it('creates one with an uploaded thumbnail and download, shows it, edits it, deletes it with its files', async () => {
    const page = await adminPage();
    await openNewRecordForm(page, 'resources');
    const title = `E2E Resource ${run}`;
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    await uploadImage(page, 'Preview of the thumbnail');
    await page.getByRole('textbox', { name: /^Description/ }).fill('A handout from the end-to-end test.');
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Medication Management' }).click();
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Take it slowly.');
    await uploadPdf(page);
    // Kept as a draft, then published from its row.
    await save(page, 'Save as draft', 'Draft saved: members cannot see it yet.');

    const { id, data } = await stored('resources', 'title', title);
    expect(keysOf(data)).toEqual(['category', 'content', 'created_at', 'description', 'download_path', 'download_url', 'published_at', 'references', 'review_due', 'reviewed_at', 'reviewed_by', 'slug', 'thumbnail', 'title', 'updated_at', 'updated_by', 'version']);
    expect(data).toMatchObject({ slug: slugify(title), category: 'Medication Management', content: '<p>Take it slowly.</p>', download_url: '' });
    const thumbPath = objectPath(String(data.thumbnail));
    const downloadPath = String(data.download_path);
    expect(thumbPath.startsWith(`images/resources/${id}/`)).toBe(true);
    expect(downloadPath.startsWith(`resources/${id}/`)).toBe(true);
    expect(await slugOwner('resources', slugify(title))).toBe(id);

    await publishNow(page, title);
    await page.goto(`/resources/${slugify(title)}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Take it slowly.').waitFor();
    await page.getByRole('main').getByRole('button', { name: /Download/ }).first().waitFor();

    await openList(page, 'resources');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('textbox', { name: /^Description/ }).fill('A revised handout.');
    await save(page, 'Save Resource', 'Resource saved.');
    await page.getByRole('row', { name: new RegExp(title) }).getByText('A revised handout.').waitFor();
    expect((await stored('resources', 'title', title)).data).toMatchObject({ description: 'A revised handout.', slug: slugify(title) });

    await deleteRow(page, title, 'Resource');
    expect(await slugOwner('resources', slugify(title))).toBeNull();
    await expectObjectGone(thumbPath);
    await expectObjectGone(downloadPath);
  });
});

// ---- Products ----------------------------------------------------------------------------------

describe('products', () => {
  it('creates one with an uploaded image and a rich description, shows it, edits its price, deletes it', async () => {
    const page = await adminPage();
    await openNewRecordForm(page, 'products');
    const name = `E2E Product ${run}`;
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await uploadImage(page, 'Preview of the image');
    await page.getByLabel('Price').fill('$12.50');
    await page.getByLabel('Affiliate Link').fill('https://shop.example/e2e');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('Sturdy');
    await save(page, 'Publish', 'Product published: members can read it now.');

    const { id, data } = await stored('products', 'name', name);
    expect(keysOf(data)).toEqual(['affiliate_link', 'category', 'created_at', 'description', 'image', 'name', 'price', 'published_at', 'slug', 'updated_at', 'updated_by', 'version']);
    expect(data).toMatchObject({ slug: slugify(name), price: '$12.50', description: '<p><strong>Sturdy</strong></p>', category: 'Pain Relief Devices' });
    const imagePath = objectPath(String(data.image));
    expect(imagePath.startsWith(`images/products/${id}/`)).toBe(true);

    await page.goto(`/products/${slugify(name)}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('$12.50').first().waitFor();

    await openList(page, 'products');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByLabel('Price').fill('$14.00');
    await save(page, 'Save Product', 'Product saved.');
    await page.getByRole('row', { name: new RegExp(name) }).getByText('$14.00').waitFor();

    await deleteRow(page, name, 'Product');
    expect(await slugOwner('products', slugify(name))).toBeNull();
    await expectObjectGone(imagePath);
  });
});
