/**
 * A record's history on the admin content screen, against the memory store: the
 * versions newest first with who, when and the changed fields by label; what changed between a
 * version and the one before (marked for screen readers, not by colour alone; rich text word by
 * word); restoring after a confirmation, which names a file that is gone and keeps the current one;
 * a conflict and a failed load said plainly.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { quietConsole } from '@/testing/content-list-suite';
import { anArticle, aPublication } from '@/testing/content-fixtures';
import { MEMORY_WRITER, memoryStore } from '@/testing/memory-content-store';
import type { AdminKind, AdminRecord } from '../admin-kind';
import type { Revision } from '../api/content-store';
import { SaveConflictError } from '../api/save-conflict';
import { articlesAdmin } from '../kinds/articles';
import { publicationsAdmin } from '../kinds/publications';
import { AdminContentScreen } from './admin-content-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const articles = articlesAdmin as unknown as AdminKind;
const publications = publicationsAdmin as unknown as AdminKind;

const oldArticle = anArticle({ id: 'a1', image: 'https://cdn.example/a1.png', title: 'Sciatica basics', content: '<p>Walk a little every day.</p>', version: 1 });
const newArticle = { ...oldArticle, title: 'Understanding sciatica', content: '<p>Walk a lot every day.</p>', version: 2 };

function revision(record: AdminRecord & { version?: number }, change: Revision['change'], fields: string[], by: string): Revision {
  return { id: `rev-${record.version}`, change, version: record.version ?? 0, by, at: new Date('2026-02-03T10:00:00Z'), fields, record };
}

function setup(kind: AdminKind, versions: (AdminRecord & { version?: number })[]) {
  const store = memoryStore({ [kind.kind]: [versions.at(-1)!] });
  store.revisions.set(
    `${kind.kind}/${versions[0]!.id}`,
    versions.map((record, index) => revision(record, index === 0 ? 'created' : 'updated', index === 0 ? [] : ['title', 'content', 'pdf_path'], index === 0 ? '' : 'Dana Admin')),
  );
  const user = userEvent.setup();
  renderScreen(<AdminContentScreen kind={kind} store={store} />);
  return { store, user };
}

async function openHistory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: `History of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `History of “${name}”` });
  // The dialog opens on its loading status; the versions, or the failure, follow once it has read
  // the history.
  await waitFor(() => expect(within(dialog).queryByRole('table', { name: 'Versions, newest first' }) ?? within(dialog).queryByRole('alert')).not.toBeNull(), { timeout: 5000 });
  return dialog;
}

describe('the history of a record', () => {
  it('lists the versions newest first and shows what changed from the one before', async () => {
    const { user } = setup(articles, [oldArticle, newArticle]);
    const dialog = await openHistory(user, 'Understanding sciatica');
    const versions = within(dialog).getByRole('table', { name: 'Versions, newest first' });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Version 2 (current)', 'Version 1']);
    expect(rows[0]).toHaveTextContent('Dana Admin');
    expect(rows[0]).toHaveTextContent('Title, Content');
    expect(rows[1]).toHaveTextContent('System');
    expect(rows[1]).toHaveTextContent('Created');

    const changes = within(dialog).getByRole('region', { name: 'Changes from version 1 to version 2' });
    // Each removal and addition is a <del>/<ins> that says what it is, not only a colour.
    const removed = changes.querySelectorAll('del');
    const added = changes.querySelectorAll('ins');
    expect([...removed].map((node) => node.textContent)).toEqual(['removed: Sciatica basics', 'removed: little']);
    expect([...added].map((node) => node.textContent)).toEqual(['added: Understanding sciatica', 'added: lot']);
    expect(within(changes).getByText('Content')).toBeInTheDocument();
    expect(within(changes).queryByText('Author')).not.toBeInTheDocument();
  });

  it('compares the versions chosen in the two lists', async () => {
    const third = { ...newArticle, title: 'Sciatica, explained', version: 3 };
    const { user } = setup(articles, [oldArticle, newArticle, third]);
    const dialog = await openHistory(user, 'Sciatica, explained');
    expect(within(dialog).getByRole('region', { name: 'Changes from version 2 to version 3' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Older version' }), 'Version 1');
    const changes = within(dialog).getByRole('region', { name: 'Changes from version 1 to version 3' });
    expect(changes.querySelector('del')).toHaveTextContent('removed: Sciatica basics');
    await user.click(within(dialog).getByRole('button', { name: 'Compare version 2 with version 1' }));
    expect(within(dialog).getByRole('region', { name: 'Changes from version 1 to version 2' })).toBeInTheDocument();
  });

  it('restores a version as a new one after asking, and the history shows it', async () => {
    const { store, user } = setup(articles, [oldArticle, newArticle]);
    const dialog = await openHistory(user, 'Understanding sciatica');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    expect(await within(dialog).findByText(/saved as a new version \(version 3\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeInTheDocument();
    const saved = store.records.get('articles')![0] as typeof oldArticle;
    expect(saved).toMatchObject({ title: 'Sciatica basics', content: '<p>Walk a little every day.</p>', version: 3 });
    const reopened = await openHistory(user, 'Sciatica basics');
    const rows = within(within(reopened).getByRole('table', { name: 'Versions, newest first' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`Version 3 (current)${MEMORY_WRITER}`);
  });

  it('says which file of the restored version is gone and keeps the current one', async () => {
    const older = aPublication({ id: 'p1', title: 'Ablation outcomes', pdf_path: 'publications/p1/old-paper.pdf', version: 1 });
    const newer = { ...older, title: 'Ablation outcomes, revised', pdf_path: 'publications/p1/new-paper.pdf', version: 2 };
    const { store, user } = setup(publications, [older, newer]);
    store.goneFiles.add('publications/p1/old-paper.pdf');
    const dialog = await openHistory(user, 'Ablation outcomes, revised');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    expect(await within(dialog).findByText('The file “old-paper.pdf” of PDF in version 1 is gone: the current file is kept for PDF.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await screen.findByText('Version 1 restored as version 3.');
    expect(store.records.get('publications')![0]).toMatchObject({ title: 'Ablation outcomes', pdf_path: 'publications/p1/new-paper.pdf' });
    expect(store.deleted).not.toContain('publications/p1/new-paper.pdf');
  });

  it('tells who saved in between when the restore is refused', async () => {
    quietConsole();
    const { store, user } = setup(articles, [oldArticle, newArticle]);
    store.failNext.save = new SaveConflictError('Sam Staff', null, ['Title'], newArticle);
    const dialog = await openHistory(user, 'Understanding sciatica');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await within(dialog).findByText(/saved as a new version/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This article was changed by Sam Staff after you opened it, so your changes were not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to history' }));
    expect(within(dialog).getByRole('table', { name: 'Versions, newest first' })).toBeInTheDocument();
  });

  it('says so when the history cannot be loaded', async () => {
    quietConsole();
    const { store, user } = setup(articles, [oldArticle, newArticle]);
    store.failNext.history = new Error('permission-denied');
    const dialog = await openHistory(user, 'Understanding sciatica');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load the history. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });
});
