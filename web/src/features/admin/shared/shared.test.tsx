import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import { pageSlice, PagedTable, type TableColumn } from './paged-table';
import { StatCounters } from './stat-counters';

describe('StatCounters', () => {
  it('reads each number with its label', () => {
    renderScreen(
      <StatCounters
        label="Membership code counts"
        items={[
          { label: 'Total Codes', value: 5000 },
          { label: 'Used Codes', value: 12 },
        ]}
      />,
    );
    const list = screen.getByRole('group', { name: 'Membership code counts' });
    expect(within(list).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Codes', 'Used Codes']);
    expect(within(list).getAllByRole('definition').map((d) => d.textContent)).toEqual(['5,000', '12']);
  });
});

describe('pageSlice', () => {
  const rows = Array.from({ length: 60 }, (_, i) => i);
  it('cuts one page and clamps the page to the last one', () => {
    expect(pageSlice(rows, 0, 25)).toEqual({ page: 0, rows: rows.slice(0, 25) });
    expect(pageSlice(rows, 2, 25)).toEqual({ page: 2, rows: rows.slice(50, 60) });
    expect(pageSlice(rows, 9, 25).page).toBe(2);
    expect(pageSlice([], 3, 25)).toEqual({ page: 0, rows: [] });
  });
});

describe('PagedTable', () => {
  type Row = { id: string; n: number };
  const columns: TableColumn<Row>[] = [
    { id: 'id', header: 'Id', cell: (r) => r.id },
    { id: 'n', header: 'Number', cell: (r) => r.n },
  ];
  const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, n: i }));

  it('renders one page of thousands of rows and moves between pages', async () => {
    const { rerender } = renderScreen(<PagedTable label="Numbers" columns={columns} rows={rows} getKey={(r) => r.id} emptyText="None" resetKey="a" />);
    const table = screen.getByRole('table', { name: 'Numbers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Number']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 5,000')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–50 of 5,000')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('r25');

    // A new search starts again on the first page.
    rerender(<PagedTable label="Numbers" columns={columns} rows={rows.slice(0, 30)} getKey={(r) => r.id} emptyText="None" resetKey="b" />);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
  });

  it('says when there are no rows', () => {
    renderScreen(<PagedTable label="Numbers" columns={columns} rows={[]} getKey={(r) => r.id} emptyText="Nothing here" />);
    expect(screen.getByRole('cell', { name: 'Nothing here' })).toBeInTheDocument();
  });
});
