/**
 * No save is lost, in two browsers of staff in Chromium on the seeded emulators: both open one
 * publication; the first saves; the second's save is refused with who saved and when and what they
 * changed, nothing of it is written; it loads the saved version and saves on top of it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { CONTENT_KINDS } from '@common/content';
import { contentDoc } from '@common/content-docs';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { adminDb } from '../../tooling/emulator-clients';
import { useBrowser } from '../support/e2e-browser';
import { deleteContent, putContent } from '../support/firestore-data';
import { openStaffForm } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

const run = `${Date.now()}`;
const TITLE = `Conflict study ${run}`;
const record = () => adminDb().collection(CONTENT_KINDS.publications.collection).doc(`conflict-${run}`);

afterAll(async () => {
  await deleteContent('publications', `conflict-${run}`);
});

/** A staff browser with the publication's form open. */
async function editorOf(): Promise<Page> {
  const page = await freshPage();
  await openStaffForm(page, 'publications', 'Publications', run, TITLE);
  return page;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

describe('two staff members editing one record', () => {
  it('refuses the later save from a form opened before the earlier one, says who and when, and saves on top of the loaded version', async () => {
    await putContent(
      'publications',
      `conflict-${run}`,
      contentDoc('publications', {
        title: TITLE,
        journal: 'Pain Journal',
        year: '2024',
        authors: ['A. Author'],
        abstract: 'What we found.',
        pdf_url: 'https://example.org/conflict.pdf',
        created_at: Timestamp.now(),
      }),
    );
    const first = await editorOf();
    const second = await editorOf();

    await field(first, 'Title').fill(`${TITLE} (first)`);
    await first.getByRole('button', { name: 'Save Publication' }).click();
    await first.getByText('Publication saved.').waitFor();
    expect((await record().get()).data()).toMatchObject({ title: `${TITLE} (first)`, version: 1 });

    await field(second, 'Journal').fill('Journal of the second');
    await second.getByRole('button', { name: 'Save Publication' }).click();
    const banner = second.getByRole('alert').filter({ hasText: 'after you opened it' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(new RegExp(`^This publication was changed by ${DEMO_ADMIN.name} on .+ after you opened it, so your changes were not saved\\.Changed since you opened it: Title\\.`));
    // Nothing of the refused save is stored.
    expect((await record().get()).data()).toMatchObject({ title: `${TITLE} (first)`, journal: 'Pain Journal', version: 1 });
    expect(await field(second, 'Journal').inputValue()).toBe('Journal of the second');

    await banner.getByRole('button', { name: 'Load the saved version' }).click();
    expect(await field(second, 'Title').inputValue()).toBe(`${TITLE} (first)`);
    expect(await field(second, 'Journal').inputValue()).toBe('Pain Journal');
    await field(second, 'Journal').fill('Journal of the second');
    await second.getByRole('button', { name: 'Save Publication' }).click();
    await second.getByText('Publication saved.').waitFor();
    expect((await record().get()).data()).toMatchObject({ title: `${TITLE} (first)`, journal: 'Journal of the second', version: 2 });
  });
});
