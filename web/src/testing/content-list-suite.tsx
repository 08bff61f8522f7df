/**
 * The states every content list must show (docs/product.md §2, §4), run against each kind's list with
 * stubbed data: loading, error, empty, loaded, and Clear filters resetting both the search and the
 * filter. The expected texts are written out here, so a change to the declared texts shows.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentList, type ContentListKind, type ContentListState } from '@/components/content-list/content-list';
import { renderScreen } from './render';

export interface ListSuite<T> {
  kind: ContentListKind<T>;
  banner: string;
  /** 'articles': the search, loading and empty texts are built from it as docs/product.md words them. */
  noun: string;
  allLabel: string;
  errorText: string;
  /** Two records: `first` under filter value `firstFilter`, `second` not. */
  items: [T, T];
  titles: [string, string];
  firstFilter: string;
  /** A search that matches `second` only. */
  secondSearch: string;
}

/** The list screen of `kind` showing `state`. */
export function renderList<T extends { id: string }>(kind: ContentListKind<T>, state: ContentListState<T>) {
  return renderScreen(<ContentList kind={kind} state={state} />);
}

export function contentListSuite<T extends { id: string }>(row: ListSuite<T>) {
  const s = {
    ...row,
    searchPlaceholder: `Search ${row.noun}`,
    loadingText: `Loading ${row.noun}...`,
    emptyTitle: `No ${row.noun} found`,
    emptyText: `We couldn't find any ${row.noun} matching your search criteria.`,
  };
  describe(`${s.banner} list`, () => {
    it('shows the banner and the loading state', () => {
      renderList(s.kind, { status: 'loading' });
      expect(screen.getByRole('heading', { level: 1, name: s.banner })).toBeInTheDocument();
      expect(screen.getByText(s.loadingText).closest('[role="status"]')).toBeInTheDocument();
    });

    it('shows the error text', async () => {
      renderList(s.kind, { status: 'error', error: new Error('x') });
      // A LazyAlert: its code loads when it first shows.
      expect(await screen.findByRole('alert')).toHaveTextContent(s.errorText);
    });

    it('shows the empty state when there is nothing', () => {
      renderList(s.kind, { status: 'loaded', data: [] });
      expect(screen.getByRole('heading', { name: s.emptyTitle })).toBeInTheDocument();
      expect(screen.getByText(s.emptyText)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    });

    it('shows a card per record linking to its page', () => {
      renderList(s.kind, { status: 'loaded', data: s.items });
      const cards = screen.getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByRole('link', { name: s.titles[0] })).toHaveAttribute('href');
      expect(within(cards[1]!).getByRole('heading', { name: s.titles[1] })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: s.allLabel })).toHaveAttribute('aria-pressed', 'true');
    });

    it('filters, searches, and Clear filters resets both', async () => {
      const user = userEvent.setup();
      renderList(s.kind, { status: 'loaded', data: s.items });
      const search = screen.getByRole('searchbox', { name: s.searchPlaceholder });
      expect(search).toHaveAttribute('placeholder', s.searchPlaceholder);

      await user.click(screen.getByRole('button', { name: s.firstFilter }));
      expect(screen.getByRole('button', { name: s.firstFilter })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { name: s.titles[0] })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: s.titles[1] })).not.toBeInTheDocument();

      await user.type(search, s.secondSearch);
      expect(await screen.findByRole('heading', { name: s.emptyTitle })).toBeInTheDocument();
      expect(screen.getByText(s.emptyText)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(search).toHaveValue('');
      expect(screen.getByRole('button', { name: s.allLabel })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: s.firstFilter })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });

    it('search alone narrows the cards', async () => {
      const user = userEvent.setup();
      renderList(s.kind, { status: 'loaded', data: s.items });
      await user.type(screen.getByRole('searchbox', { name: s.searchPlaceholder }), s.secondSearch);
      expect(screen.getByRole('heading', { name: s.titles[1] })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: s.titles[0] })).not.toBeInTheDocument();
    });
  });
}

/** For tests that must not log the expected console errors. */
export const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});
