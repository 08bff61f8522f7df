/**
 * An upload cut mid-way, in Chromium against the production build on the seeded emulators: the
 * request reaches Storage but its answer is cut (Playwright's routing), and every retry of the SDK
 * is cut before it gets there. Whatever the admin does next, nothing is left half-done: cancelled
 * and saved with an address instead, the record names no file and the stored bytes are removed;
 * the tab closed instead, the bytes stay without a record until the daily sweep removes them.
 */
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@common/content';
import { ORPHAN_UPLOAD_AGE_MS } from '@common/limits';
import { makePdf } from '../../emulators/seed/assets/pdf';
import { seedApp } from '../../emulators/seeding/demo-seed';
import { removeOrphanUploads } from '../../functions/src/files/orphanUploads';
import { adminDb } from '../../tooling/emulator-clients';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent } from '../support/firestore-data';
import { DEMO_BUCKET } from '../support/stored-files';
import { openNewRecordForm, signInAsStaff } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const run = randomUUID().slice(0, 6);
const PDF = { name: 'Cut Handout.pdf', mimeType: 'application/pdf', buffer: makePdf([{ kind: 'title', text: 'Cut upload' }], { title: 'Cut', footer: 'Cut' }) };
const created: string[] = [];

afterAll(async () => {
  for (const id of created) await deleteContent('publications', id);
});

const bucket = () => getStorage(seedApp()).bucket(DEMO_BUCKET);
const exists = async (path: string) => (await bucket().file(path).exists())[0];

/**
 * Cuts the page's uploads: the first reaches Storage and its answer is lost (the connection reset
 * on the way back), every later one is reset before it leaves. Returns the paths that got there.
 */
async function cutUploads(page: Page): Promise<{ stored: string[]; cut: () => number }> {
  const stored: string[] = [];
  let cut = 0;
  await page.route(
    (url) => url.pathname.startsWith(`/v0/b/${DEMO_BUCKET}/o`),
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      cut++;
      if (stored.length === 0) {
        await route.fetch();
        stored.push(new URL(request.url()).searchParams.get('name') ?? '');
      }
      await route.abort('connectionreset');
    },
  );
  return { stored, cut: () => cut };
}

async function newPublicationForm(page: Page, title: string): Promise<void> {
  await signInAsStaff(page);
  await openNewRecordForm(page, 'publications');
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Authors').fill('A. Tester');
  await page.getByLabel('Journal').fill('Journal of Cut Uploads');
  await page.getByLabel('Abstract').fill('What a cut upload leaves.');
  await page.getByLabel('Published Date').fill('2024-03-15');
}

/** Starts the upload and waits until its bytes are stored and the SDK is retrying in vain. */
async function startCutUpload(page: Page): Promise<string> {
  const uploads = await cutUploads(page);
  await page.getByLabel('Upload PDF').setInputFiles(PDF);
  await expect.poll(() => uploads.cut()).toBeGreaterThan(1);
  const [path] = uploads.stored;
  expect(path).toMatch(/^publications\/[^/]+\/[a-z0-9]+-cut-handout\.pdf$/);
  expect(await exists(path!)).toBe(true);
  return path!;
}

describe('an upload cut mid-way', () => {
  it('cancelled, and the record saved with an address instead: the record names no file, the stored bytes are removed', async () => {
    const page = await freshPage();
    const title = `Cut upload ${run}`;
    await newPublicationForm(page, title);
    const path = await startCutUpload(page);

    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await page.getByRole('textbox', { name: /^or PDF URL/ }).fill('https://journals.example/cut.pdf');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Publication published' }).waitFor();

    const snap = await adminDb().collection(CONTENT_KINDS.publications.collection).where('title', '==', title).get();
    expect(snap.size).toBe(1);
    const [record] = snap.docs;
    created.push(record!.id);
    expect(record!.data()).toMatchObject({ pdf_path: '', pdf_url: 'https://journals.example/cut.pdf' });
    expect(path.startsWith(`publications/${record!.id}/`)).toBe(true);
    await expect.poll(() => exists(path)).toBe(false);
    const [left] = await bucket().getFiles({ prefix: `publications/${record!.id}/` });
    expect(left.map((file) => file.name)).toEqual([]);
  });

  it('the tab closed instead: no record, and the bytes left behind go with the daily sweep a day later', async () => {
    const page = await freshPage();
    await newPublicationForm(page, `Closed tab ${run}`);
    const path = await startCutUpload(page);
    await page.context().close();
    const recordId = path.split('/')[1]!;
    expect((await adminDb().collection(CONTENT_KINDS.publications.collection).doc(recordId).get()).exists).toBe(false);

    // The same day a form may still be open with it: kept. A day later: removed.
    await removeOrphanUploads(adminDb(), bucket(), Date.now());
    expect(await exists(path)).toBe(true);
    const { removed } = await removeOrphanUploads(adminDb(), bucket(), Date.now() + ORPHAN_UPLOAD_AGE_MS + 60_000);
    expect(removed).toContain(path);
    expect(await exists(path)).toBe(false);
  });
});
