/**
 * The one admin screen, run for each of the four kinds from their declarations only: loading,
 * heading, New button, error banner, search over the kind's fields, the table's columns, Edit and
 * New opening the form, Cancel and Save returning to the reloaded list, and Delete after asking.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeSession } from '@/testing/session';
import { Providers, renderScreen } from '@/testing/render';
import { quietConsole } from '@/testing/content-list-suite';
import { anArticle, aProduct, aPublication, aResource } from '@/testing/content-fixtures';
import { CONTENT_TEXTS } from '@common/content';
import type { AdminKind, AdminRecord } from '../admin-kind';

const texts = (kind: AdminKind<AdminRecord>) => CONTENT_TEXTS[kind.kind];
import { memoryStore } from '@/testing/memory-content-store';
import { articlesAdmin } from '../kinds/articles';
import { productsAdmin } from '../kinds/products';
import { publicationsAdmin } from '../kinds/publications';
import { resourcesAdmin } from '../kinds/resources';
import { AdminContentScreen, savedNotice } from './admin-content-screen';
import { searchRecords } from './content-list';

interface KindCase {
  kind: AdminKind;
  records: [AdminRecord, AdminRecord];
  names: [string, string];
  headers: string[];
  /** Matches the second record only, through a field docs/product.md §2 lists for this kind. */
  search: string;
  /** Text of the first record in a field the admin search does not cover: finds nothing. */
  unsearched?: string;
}

const CASES: KindCase[] = [
  {
    kind: articlesAdmin as unknown as AdminKind,
    records: [
      anArticle({ id: 'a1', image: 'https://cdn.example/a1.png', title: 'Understanding Sciatica', author: 'Dr. Alex Rivera, MD', excerpt: 'Nerve pain down the leg' }),
      anArticle({ id: 'a2', title: 'Mindful Breathing', author: 'Dr. Jordan Lee, MD', created_at: new Date('2025-01-01T00:00:00Z') }),
    ],
    names: ['Understanding Sciatica', 'Mindful Breathing'],
    headers: ['Title', 'Author', 'Category', 'Date', 'Status', 'Actions'],
    search: 'JORDAN',
    unsearched: 'nerve pain',
  },
  {
    kind: publicationsAdmin as unknown as AdminKind,
    records: [
      aPublication({ id: 'p1', pdf_path: 'publications/p1/paper.pdf', title: 'Ablation Outcomes', authors: ['A. Nguyen'], journal: 'Pain Medicine', abstract: 'Retrospective review' }),
      aPublication({ id: 'p2', title: 'Sleep and Pain', authors: ['C. Okafor', 'D. Silva'], journal: 'Sleep Journal', created_at: new Date('2020-01-01T00:00:00Z') }),
    ],
    names: ['Ablation Outcomes', 'Sleep and Pain'],
    headers: ['Title', 'Authors', 'Journal', 'Year', 'Status', 'Actions'],
    search: 'silva',
    unsearched: 'retrospective',
  },
  {
    kind: resourcesAdmin as unknown as AdminKind,
    records: [
      aResource({ id: 'r1', thumbnail: 'https://cdn.example/r1.png', title: 'Gentle Stretches', category: 'Exercise & Physical Therapy' }),
      aResource({ id: 'r2', title: 'Anti-inflammatory Meals', description: 'Foods that may help.', category: 'Nutrition for Pain Relief', created_at: new Date('2024-01-01T00:00:00Z') }),
    ],
    names: ['Gentle Stretches', 'Anti-inflammatory Meals'],
    headers: ['Title', 'Category', 'Date', 'Status', 'Actions'],
    search: 'nutrition',
  },
  {
    kind: productsAdmin as unknown as AdminKind,
    records: [
      aProduct({ id: 'x1', image: 'https://cdn.example/x1.png', name: 'TENS Unit', description: '<p>Nerve stimulation.</p>' }),
      aProduct({ id: 'x2', name: 'Heat Wrap', description: '<p>Moist <strong>heat</strong> for the neck.</p>', category: 'Pain Relief Devices', created_at: new Date('2024-01-01T00:00:00Z') }),
    ],
    names: ['TENS Unit', 'Heat Wrap'],
    headers: ['Product', 'Category', 'Price', 'Status', 'Actions'],
    search: 'moist',
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe.each(CASES)('the $kind.kind admin screen', ({ kind, records, names, headers, search, unsearched }) => {
  const setup = () => {
    const store = memoryStore({ [kind.kind]: records });
    const user = userEvent.setup();
    renderScreen(<AdminContentScreen kind={kind} store={store} />);
    return { store, user };
  };

  it('shows its loading state, then the heading, the New button and the table with its columns', async () => {
    setup();
    expect(screen.getByText(texts(kind).listLoading).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: `Manage ${texts(kind).plural}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `New ${texts(kind).singular}` })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining([expect.stringContaining(names[0])]));
    expect(within(rowOf(names[0])).getByRole('button', { name: `Edit ${names[0]}` })).toBeInTheDocument();
    expect(within(rowOf(names[1])).getByRole('button', { name: `Delete ${names[1]}` })).toBeInTheDocument();
  });

  it('shows the red error banner when the list cannot be loaded', async () => {
    quietConsole();
    const store = memoryStore();
    store.failNext.list = new Error('permission-denied');
    renderScreen(<AdminContentScreen kind={kind} store={store} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts(kind).listError);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches its fields, case-insensitive', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: `Search ${texts(kind).plural.toLowerCase()}` });
    await user.type(box, search);
    expect(screen.queryByRole('row', { name: new RegExp(names[0]) })).not.toBeInTheDocument();
    expect(rowOf(names[1])).toBeInTheDocument();
    if (unsearched) {
      await user.clear(box);
      await user.type(box, unsearched);
      expect(screen.getByText(`No ${texts(kind).plural.toLowerCase()} match your search.`)).toBeInTheDocument();
    }
    await user.clear(box);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('opens the empty form with New and comes back with Cancel', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `New ${texts(kind).singular}` }));
    expect(screen.getByRole('heading', { level: 1, name: texts(kind).createTitle })).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Manage ${texts(kind).plural}` })).toHaveFocus();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('edits a record: the form holds its values, Save stores them and the reloaded list returns', async () => {
    const { store, user } = setup();
    await screen.findByRole('table');
    await user.click(within(rowOf(names[0])).getByRole('button', { name: `Edit ${names[0]}` }));
    expect(screen.getByRole('heading', { level: 1, name: texts(kind).editTitle })).toBeInTheDocument();
    const first = kind.fields[0]!;
    const input = screen.getByRole('textbox', { name: new RegExp(`^${first.label}`) });
    expect(input).toHaveValue(names[0]);
    await user.type(input, ' (revised)');
    const save = screen.getByRole('button', { name: texts(kind).save });
    await waitFor(() => expect(save).toBeEnabled());
    const spy = vi.spyOn(store, 'save');
    await user.click(save);

    expect(await screen.findByRole('heading', { level: 1, name: `Manage ${texts(kind).plural}` })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(kind, expect.objectContaining({ id: records[0].id, original: records[0] }));
    expect(await screen.findByText(`${texts(kind).singular} saved.`)).toBeInTheDocument();
    expect(rowOf(`${names[0]} \\(revised\\)`)).toBeInTheDocument();
  }, 20_000);

  it("opens a record's history with History, its code loaded on the way, and closes it", async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(within(rowOf(names[0])).getByRole('button', { name: `History of ${names[0]}` }));
    const dialog = await screen.findByRole('dialog', { name: `History of “${names[0]}”` });
    expect(await within(dialog).findByText('No saved versions yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a record after asking', async () => {
    const { store, user } = setup();
    await screen.findByRole('table');
    await user.click(within(rowOf(names[1])).getByRole('button', { name: `Delete ${names[1]}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${texts(kind).singular.toLowerCase()}?` });
    expect(dialog).toHaveTextContent(`“${names[1]}” and its uploaded files will be deleted for good.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.records.get(kind.kind)).toHaveLength(2);

    await user.click(within(rowOf(names[1])).getByRole('button', { name: `Delete ${names[1]}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${texts(kind).singular} deleted.`)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: new RegExp(names[1]) })).not.toBeInTheDocument();
    expect(store.records.get(kind.kind)!.map((r) => r.id)).toEqual([records[0].id]);
  });

  it('keeps the dialog open with a message when deleting fails', async () => {
    quietConsole();
    const { store, user } = setup();
    await screen.findByRole('table');
    store.failNext.remove = new Error('permission-denied');
    await user.click(within(rowOf(names[0])).getByRole('button', { name: `Delete ${names[0]}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(`Failed to delete ${texts(kind).singular.toLowerCase()}. Please try again.`);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(names[0])).toBeInTheDocument();
  });
});

describe('a new record asked for by router state (Insights: "Write an article")', () => {
  it('opens the new form with those values and uses the state once; Cancel shows the list', async () => {
    let state: unknown;
    function Probe() {
      state = useLocation().state;
      return null;
    }
    const user = userEvent.setup();
    render(
      <Providers session={fakeSession('admin')}>
        <MemoryRouter initialEntries={[{ pathname: '/admin/articles', state: { newRecord: { title: 'ketamine infusion' } } }]}>
          <Routes>
            <Route path="*" element={<><AdminContentScreen kind={articlesAdmin} store={memoryStore({ articles: [] })} /><Probe /></>} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: CONTENT_TEXTS.articles.createTitle })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('ketamine infusion');
    // The state is used once: the entry no longer carries it.
    await waitFor(() => expect(state).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Articles' })).toBeInTheDocument();
  });
});

describe('the content table', () => {
  it('sorts by created date, newest first or oldest first, and pages like the other admin tables', async () => {
    const articles = Array.from({ length: 30 }, (_, i) => anArticle({ id: `a${i}`, title: `Article ${i}`, created_at: new Date(Date.UTC(2024, 0, 1 + i)) }));
    const user = userEvent.setup();
    renderScreen(<AdminContentScreen kind={articlesAdmin} store={memoryStore({ articles })} />);
    await screen.findByRole('table');
    const titles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(titles()).toHaveLength(25);
    expect(titles()[0]).toBe('Article 29');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by date' }), 'Oldest first');
    expect(titles()[0]).toBe('Article 0');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(titles()).toEqual(['Article 25', 'Article 26', 'Article 27', 'Article 28', 'Article 29']);
  }, 20_000);
});

describe('searchRecords', () => {
  it('treats a missing list as empty and matches any entry of a list', () => {
    const withoutAuthors = { ...aPublication({ id: 'p', title: 'No authors' }), authors: undefined as unknown as string[] };
    const records = [withoutAuthors, aPublication({ id: 'q', title: 'Other', authors: ['Z. Zed'] })];
    expect(searchRecords(records, publicationsAdmin, 'zed').map((r) => r.id)).toEqual(['q']);
    expect(searchRecords(records, publicationsAdmin, '').map((r) => r.id)).toEqual(['p', 'q']);
  });
});

describe('what the list says after the form saved', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('says whether members can read the record now, later, or not yet', () => {
    expect(savedNotice('Article', 'published', null, now)).toBe('Article published: members can read it now.');
    expect(savedNotice('Article', 'draft', null, now)).toBe('Draft saved: members cannot see it yet.');
    expect(savedNotice('Article', 'saved', new Date('2026-04-01T00:00:00Z'), now)).toBe('Article saved.');
    expect(savedNotice('Article', 'saved', new Date('2026-06-01T00:00:00Z'), now)).toMatch(/^Article saved: members can read it from Jun 1, 2026, /);
  });

  it('publishes a draft from its form with Publish, and keeps another a draft with Save as draft', async () => {
    const drafts = [aProduct({ id: 'd1', name: 'Cold Pack', image: 'https://cdn.example/d1.png', published_at: null }), aProduct({ id: 'd2', name: 'Foam Roller', image: 'https://cdn.example/d2.png', published_at: null })];
    const store = memoryStore({ products: drafts });
    const user = userEvent.setup();
    renderScreen(<AdminContentScreen kind={productsAdmin} store={store} />);
    await screen.findByRole('table');

    await user.click(within(rowOf('Cold Pack')).getByRole('button', { name: 'Edit Cold Pack' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Product published: members can read it now.')).toBeInTheDocument();
    expect(within(rowOf('Cold Pack')).getByText('Published')).toBeInTheDocument();

    await user.click(within(rowOf('Foam Roller')).getByRole('button', { name: 'Edit Foam Roller' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved: members cannot see it yet.')).toBeInTheDocument();
    expect(within(rowOf('Foam Roller')).getByText('Draft')).toBeInTheDocument();
    const stored = store.records.get('products')!;
    expect(stored.find((r) => r.id === 'd1')!.published_at).toBeInstanceOf(Date);
    expect(stored.find((r) => r.id === 'd2')!.published_at).toBeNull();
  }, 20_000);
});
