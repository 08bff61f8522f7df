/**
 * Drafts and scheduling on the staff's lists: the state chip and filter, Publish now,
 * Schedule… with its check of the time, Unpublish, and Preview for what members cannot see yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anArticle } from '@/testing/content-fixtures';
import { memoryStore } from '@/testing/memory-content-store';
import { renderScreen } from '@/testing/render';
import type { AdminKind, AdminRecord } from '../admin-kind';
import { articlesAdmin } from '../kinds/articles';
import { AdminContentScreen } from './admin-content-screen';
import { scheduleError } from './publishing';

const HOUR = 60 * 60 * 1000;
const records = () => [
  anArticle({ id: 'd1', title: 'A draft', published_at: null }),
  anArticle({ id: 's1', title: 'A scheduled one', published_at: new Date(Date.now() + 24 * HOUR) }),
  anArticle({ id: 'p1', title: 'A published one', published_at: new Date('2026-01-05T00:00:00Z') }),
];
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

function setup() {
  const store = memoryStore({ articles: records() });
  const user = userEvent.setup();
  renderScreen(<AdminContentScreen kind={articlesAdmin as unknown as AdminKind} store={store} />);
  return { store, user };
}

describe('the publishing of content', () => {
  it('shows each state in words, filters by state, and offers Preview where members cannot read it yet', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    expect(within(rowOf('A draft')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('A scheduled one')).getByText(/^Scheduled for /)).toBeInTheDocument();
    expect(within(rowOf('A published one')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('A draft')).getByRole('link', { name: 'Preview A draft' })).toHaveAttribute('href', '/admin/preview/articles/d1');
    expect(within(rowOf('A published one')).getByRole('link', { name: 'View A published one' })).toHaveAttribute('href', expect.stringMatching(/^\/blog\//));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(rowOf('A draft')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'scheduled');
    await waitFor(() => expect(screen.queryByRole('row', { name: /A draft/ })).not.toBeInTheDocument());
    expect(rowOf('A scheduled one')).toBeInTheDocument();
  });

  it('publishes a draft now, and unpublishes it again', async () => {
    const { store, user } = setup();
    await screen.findByRole('table');
    await user.click(within(rowOf('A draft')).getByRole('button', { name: 'Publish options for A draft' }));
    expect(screen.queryByRole('menuitem', { name: 'Unpublish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Publish now' }));
    expect(await screen.findByText('Article published: members can read it now.')).toBeInTheDocument();
    const stored = () => store.records.get('articles')!.find((r) => r.id === 'd1')!;
    expect(stored().published_at!.getTime()).toBeLessThanOrEqual(Date.now());
    await waitFor(() => expect(within(rowOf('A draft')).getByText('Published')).toBeInTheDocument());

    await user.click(within(rowOf('A draft')).getByRole('button', { name: 'Publish options for A draft' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unpublish' }));
    expect(await screen.findByText(/Article unpublished: it is a draft again/)).toBeInTheDocument();
    expect(stored().published_at).toBeNull();
  });

  it('schedules at a time in the future, refusing a past one in the dialog', async () => {
    const { store, user } = setup();
    await screen.findByRole('table');
    await user.click(within(rowOf('A draft')).getByRole('button', { name: 'Publish options for A draft' }));
    await user.click(screen.getByRole('menuitem', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “A draft”' });
    const input = within(dialog).getByLabelText(/Publish on/);
    await user.clear(input);
    await user.type(input, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('Choose a time in the future, or use Publish now.')).toBeInTheDocument();
    expect(store.records.get('articles')!.find((r) => r.id === 'd1')!.published_at).toBeNull();

    await user.clear(input);
    await user.type(input, '2099-03-04T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Article scheduled: members can read it from /)).toBeInTheDocument();
    expect(store.records.get('articles')!.find((r) => r.id === 'd1')!.published_at).toEqual(new Date('2099-03-04T10:30'));
  });

  it('checks a publish time: required, a date, in the future', () => {
    const now = new Date('2026-05-01T12:00:00');
    expect(scheduleError('', now)).toBe('Choose the date and time to publish it.');
    expect(scheduleError('not a date', now)).toBe('Enter a valid date and time.');
    expect(scheduleError('2026-05-01T11:59', now)).toBe('Choose a time in the future, or use Publish now.');
    expect(scheduleError('2026-05-01T12:01', now)).toBeNull();
  });
});

describe('a list of summaries', () => {
  it('edits and publishes the record as stored, never the summary the list shows', async () => {
    const store = memoryStore({ articles: [anArticle({ id: 'd1', title: 'A draft', published_at: null, content: '<p>The stored body.</p>' })] });
    // The table's rows lack the body, as summaries do.
    const summaries = { ...store, list: async <T extends AdminRecord>(kind: AdminKind<T>) => (await store.list(kind)).map((r) => ({ ...r, content: '' })) };
    const user = userEvent.setup();
    renderScreen(<AdminContentScreen kind={articlesAdmin as unknown as AdminKind} store={summaries} />);
    await screen.findByRole('table');
    await user.click(within(rowOf('A draft')).getByRole('button', { name: 'Publish options for A draft' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish now' }));
    await screen.findByText('Article published: members can read it now.');
    expect(store.records.get('articles')!.find((r) => r.id === 'd1')).toMatchObject({ content: '<p>The stored body.</p>' });

    await user.click(within(rowOf('A draft')).getByRole('button', { name: 'Edit A draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Article' });
    expect(await screen.findByText('The stored body.')).toBeInTheDocument();
  });
});
