/**
 * The admin list pattern: useAdminList over a browser source (search, date order, paging in
 * memory) and over a query-paged source (cursors, pages kept in the query cache), shown by
 * AdminTable with its states.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL } from '@/lib/filter-records';
import { renderScreen } from '@/testing/render';
import { quietConsole } from '@/testing/content-list-suite';
import { pageSlice, sortByDate, useAdminList, type AdminList, type AdminListSource, type BrowserSource, type DateOrder, type QuerySource } from './admin-list';
import { AdminTable, wrappableAddress, type TableColumn } from './admin-table';

type Row = { id: string; n: number; at: Date };
const columns: TableColumn<Row>[] = [
  { id: 'id', header: 'Id', cell: (r) => r.id },
  { id: 'n', header: 'Number', cell: (r) => r.n },
];
const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, n: i, at: new Date(Date.UTC(2020, 0, 1) + i * 60_000) }));

function browserSource(data: Row[] | Error): BrowserSource<Row> {
  return {
    mode: 'browser',
    load: vi.fn(async () => {
      if (data instanceof Error) throw data;
      return data;
    }),
    matches: (all, query) => all.filter((r) => r.id.includes(query.search)),
    dateOf: (r) => r.at,
  };
}

/** The table over a source, with buttons standing in for a screen's search field and order. */
function Harness({ source }: { source: AdminListSource<Row> }) {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DateOrder>('newest');
  const list = useAdminList(['numbers'], source, { search, filter: ALL, order }, 'Failed to load numbers');
  return (
    <>
      <button onClick={list.reload}>Refresh</button>
      <button onClick={() => setOrder('oldest')}>Oldest first</button>
      <button onClick={() => setSearch('r1')}>Search r1</button>
      <Table list={list} />
    </>
  );
}

function Table({ list }: { list: AdminList<Row> }) {
  return <AdminTable list={list} columns={columns} getKey={(r) => r.id} label="Numbers" rowHeader emptyText="Nothing here" loadingText="Loading numbers..." errorText="Failed to load numbers" />;
}

describe('pageSlice and sortByDate', () => {
  const numbers = Array.from({ length: 60 }, (_, i) => i);
  it('cuts one page and clamps the page to the last one', () => {
    expect(pageSlice(numbers, 0, 25)).toEqual({ page: 0, rows: numbers.slice(0, 25) });
    expect(pageSlice(numbers, 2, 25)).toEqual({ page: 2, rows: numbers.slice(50, 60) });
    expect(pageSlice(numbers, 9, 25).page).toBe(2);
    expect(pageSlice([], 3, 25)).toEqual({ page: 0, rows: [] });
  });

  it('sorts newest or oldest first', () => {
    const three = rows.slice(0, 3);
    expect(sortByDate(three, (r) => r.at, 'newest').map((r) => r.id)).toEqual(['r2', 'r1', 'r0']);
    expect(sortByDate(three, (r) => r.at, 'oldest').map((r) => r.id)).toEqual(['r0', 'r1', 'r2']);
  });
});

describe('AdminTable over a browser source', () => {
  it('shows its loading state, then one page of thousands of rows, newest first, and moves between pages', async () => {
    const source = browserSource(rows);
    renderScreen(<Harness source={source} />);
    expect(screen.getByText('Loading numbers...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Numbers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Number']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('r4999');
    expect(screen.getByText('1–25 of 5,000')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–50 of 5,000')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('r4974');

    // Oldest first, and a new search starts again on the first page.
    await u.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(screen.getByText('1–25 of 5,000')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('r0');
    await u.click(screen.getByRole('button', { name: 'Go to next page' }));
    await u.click(screen.getByRole('button', { name: 'Search r1' }));
    expect(screen.getByText('1–25 of 1,111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    // More rows a page, from the first page again.
    await u.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(screen.getByText('1–100 of 1,111')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(source.load).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('says when there are no rows', async () => {
    renderScreen(<Harness source={browserSource([])} />);
    expect(await screen.findByRole('cell', { name: 'Nothing here' })).toBeInTheDocument();
  });

  it('shows the red banner when the source fails', async () => {
    quietConsole();
    renderScreen(<Harness source={browserSource(new Error('permission-denied'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load numbers');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('AdminTable over a query-paged source', () => {
  it('reads one page at a time from the cursor the page before returned, goes back without reading, and reads again on Refresh', async () => {
    const page = vi.fn<QuerySource<Row>['page']>(async ({ size, after }) => {
      const start = after === null ? 0 : (after as number);
      const next = start + size < 60 ? start + size : null;
      return { rows: rows.slice(start, Math.min(start + size, 60)), next };
    });
    const source: QuerySource<Row> = { mode: 'query', page };
    renderScreen(<Harness source={source} />);
    const table = await screen.findByRole('table', { name: 'Numbers' });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('r0');
    expect(screen.getByText('1–25 of more than 25')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('r25');
    await u.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('r50');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(page.mock.calls.map(([request]) => request.after)).toEqual([null, 25, 50]);

    await u.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await screen.findByText('r25');
    expect(screen.getByText('26–50 of more than 50')).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(3);

    // Refresh reads the pages again from the first cursor; the page on screen stays.
    await u.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(6));
    expect(page.mock.calls.slice(3).map(([request]) => request.after)).toEqual([null, 25, 50]);
    expect(screen.getByText('26–50 of more than 50')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('r25');
  });

  it('a new search reads its own first page while the rows on screen stay', async () => {
    let answer: (page: { rows: Row[]; next: unknown }) => void = () => undefined;
    const page = vi.fn<QuerySource<Row>['page']>(({ query }) =>
      query.search ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ rows: rows.slice(0, 25), next: 25 }),
    );
    renderScreen(<Harness source={{ mode: 'query', page }} />);
    const table = await screen.findByRole('table', { name: 'Numbers' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search r1' }));
    await vi.waitFor(() => expect(page.mock.calls.at(-1)![0]).toMatchObject({ query: { search: 'r1' }, after: null }));
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('r0');
    answer({ rows: [rows[1]!], next: null });
    await vi.waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    expect(within(table).getByRole('rowheader')).toHaveTextContent('r1');
  });

  it('says a search that stopped at its bound without a match is not over, and goes on from there', async () => {
    const page = vi.fn<QuerySource<Row>['page']>(async ({ after }) => (after === null ? { rows: [], next: 500 } : { rows: [rows[7]!], next: null }));
    renderScreen(<Harness source={{ mode: 'query', page }} />);
    expect(await screen.findByRole('cell', { name: 'Nothing here so far: the next page searches on' })).toBeInTheDocument();
    expect(screen.getByText('More to search')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('r7');
    expect(page.mock.calls.at(-1)![0].after).toBe(500);
    expect(screen.getByText('26–26 of 26')).toBeInTheDocument();
  });
});

describe('wrappableAddress', () => {
  it('lets an e-mail address wrap before its @ and each dot only, and leaves other text as it is', () => {
    const { container } = render(<span>{wrappableAddress('nico.newpatient@pmc-demo.test')}</span>);
    expect(container.textContent).toBe('nico.newpatient@pmc-demo.test');
    expect(container.firstElementChild!.innerHTML).toBe('nico<wbr>.newpatient<wbr>@pmc-demo<wbr>.test');
    expect(wrappableAddress('Dr. Jordan Lee')).toBe('Dr. Jordan Lee');
  });
});
