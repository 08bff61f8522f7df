import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { INSIGHTS, type InsightsReport } from '@common/insights';
import { renderScreen } from '@/testing/render';
import { INSIGHTS_TEXTS, InsightsScreen } from './insights-screen';

const { loadInsights } = vi.hoisted(() => ({ loadInsights: vi.fn() }));
vi.mock('../api/insights-report', () => ({ loadInsights }));
// The charts draw SVG from measured sizes jsdom does not have: here they show what they were given.
vi.mock('./insights-charts', () => ({
  MostReadChart: ({ rows }: { rows: { title: string; opened: number }[] }) => <div data-testid="bar-chart">{rows.map((r) => `${r.title}:${r.opened}`).join(',')}</div>,
  ReadsPerWeekChart: ({ weeks }: { weeks: { week_start: string }[] }) => <div data-testid="line-chart">{weeks.length} weeks</div>,
}));

const article = (id: string, title: string) => ({ kind: 'articles' as const, id, title, slug: id });

function weeks(reads: number[]): InsightsReport['reads_per_week'] {
  return reads.map((articles, i) => ({ week_start: `2026-09-${String(7 + i).padStart(2, '0')}`, articles, publications: 0, resources: i === reads.length - 1 ? 1 : 0 }));
}

const REPORT: InsightsReport = {
  generated_at: '2026-11-28T09:00:00.000Z',
  time_zone: 'America/New_York',
  month: '2026-11',
  most_read_this_month: {
    articles: [
      { ...article('sciatica', 'Understanding Sciatica'), opened: 12 },
      { ...article('fibro', 'Living With Fibromyalgia'), opened: 7 },
    ],
    publications: [],
    resources: [{ kind: 'resources', id: 'r1', slug: 'stretches', title: 'Gentle Stretches', opened: 3 }],
  },
  reads_per_week: weeks([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5, 19]),
  most_saved: [{ ...article('sciatica', 'Understanding Sciatica'), saved: 4 }],
  searches_without_results: [{ query: 'ketamine infusion', members: 6 }],
  review_due_most_read: [{ ...article('fibro', 'Living With Fibromyalgia'), opened: 7, review_due: '2026-11-20', overdue: true }],
  unopened: [{ kind: 'publications', id: 'p9', slug: '', title: 'Ablation Outcomes', published_at: '2025-01-15T00:00:00.000Z' }],
};

const EMPTY: InsightsReport = {
  ...REPORT,
  most_read_this_month: { articles: [], publications: [], resources: [] },
  reads_per_week: weeks(Array.from({ length: INSIGHTS.weeks }, () => 0)).map((w) => ({ ...w, resources: 0 })),
  most_saved: [],
  searches_without_results: [],
  review_due_most_read: [],
  unopened: [],
};

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  loadInsights.mockReset().mockResolvedValue(REPORT);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('InsightsScreen', () => {
  it('shows the loading state, then every section of the report', async () => {
    renderScreen(<InsightsScreen />);
    expect(screen.getByText(INSIGHTS_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Most read in November 2026' })).toBeInTheDocument();
    for (const name of ['Reads per week, last 12 weeks', 'Most saved', 'Searches that found nothing', 'Most read with a review due', 'Not opened in 90 days']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Days are counted in the practice's time zone \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.queryByText(INSIGHTS_TEXTS.noCounts)).not.toBeInTheDocument();
  });

  it('charts the most read per kind with counts, and shows the same figures as tables on "Show as table"', async () => {
    renderScreen(<InsightsScreen />);
    const mostRead = await screen.findByRole('region', { name: 'Most read in November 2026' });
    // A kind nobody opened this month has no chart of its own.
    expect(within(mostRead).queryByRole('heading', { name: 'Publications' })).not.toBeInTheDocument();
    expect((await within(mostRead).findAllByTestId('bar-chart')).map((chart) => chart.textContent)).toEqual(['Understanding Sciatica:12,Living With Fibromyalgia:7', 'Gentle Stretches:3']);

    const toggle = within(mostRead).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(mostRead).queryByTestId('bar-chart')).not.toBeInTheDocument();
    const articles = within(mostRead).getByRole('table', { name: 'Most read articles in November 2026' });
    expect(rowsOf(articles)).toEqual([
      ['Understanding Sciatica', '1', '12'],
      ['Living With Fibromyalgia', '2', '7'],
    ]);
    expect(within(articles).getByRole('link', { name: 'Understanding Sciatica' })).toHaveAttribute('href', '/blog/sciatica');

    const perWeek = section('Reads per week, last 12 weeks');
    expect(await within(perWeek).findByTestId('line-chart')).toHaveTextContent('12 weeks');
    await userEvent.click(within(perWeek).getByRole('button', { name: 'Show as table' }));
    const table = within(perWeek).getByRole('table');
    expect(rowsOf(table).at(-1)).toEqual(['Sep 18, 2026', '19', '0', '1']);
  });

  it('lists searches that found nothing, each with "Write an article" opening the editor with the words as its title', async () => {
    let state: unknown;
    function Probe() {
      state = useLocation().state;
      return <p>Article editor</p>;
    }
    renderScreen(
      <Routes>
        <Route path="/admin/articles" element={<Probe />} />
        <Route path="*" element={<InsightsScreen />} />
      </Routes>,
      { path: '/admin/insights' },
    );
    const searches = await screen.findByRole('region', { name: 'Searches that found nothing' });
    expect(rowsOf(within(searches).getByRole('table'))).toEqual([['ketamine infusion', '6', 'Write an article']]);
    await userEvent.click(within(searches).getByRole('link', { name: 'Write an article: ketamine infusion' }));
    expect(await screen.findByText('Article editor')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/articles');
    expect(state).toEqual({ newRecord: { title: 'ketamine infusion' } });
  });

  it('names the review due and the unopened records with their dates', async () => {
    renderScreen(<InsightsScreen />);
    const due = await screen.findByRole('region', { name: 'Most read with a review due' });
    expect(rowsOf(within(due).getByRole('table'))).toEqual([['Living With Fibromyalgia', 'Articles', '7', 'November 20, 2026 (overdue)']]);
    const unopened = section('Not opened in 90 days');
    expect(rowsOf(within(unopened).getByRole('table'))).toEqual([['Ablation Outcomes', 'Publications', 'January 15, 2025']]);
    expect(within(unopened).getByRole('link', { name: 'Ablation Outcomes' })).toHaveAttribute('href', '/publications/p9');
  });

  it('shows the first 25 unopened records until "Show all"', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ kind: 'articles' as const, id: `u${i}`, slug: `u${i}`, title: `Unread ${String(i).padStart(2, '0')}`, published_at: '2025-01-15T00:00:00.000Z' }));
    loadInsights.mockResolvedValue({ ...REPORT, unopened: many });
    renderScreen(<InsightsScreen />);
    const unopened = await screen.findByRole('region', { name: 'Not opened in 90 days' });
    expect(rowsOf(within(unopened).getByRole('table'))).toHaveLength(25);
    await userEvent.click(within(unopened).getByRole('button', { name: 'Show all 30' }));
    expect(rowsOf(within(unopened).getByRole('table'))).toHaveLength(30);
    expect(within(unopened).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('downloads each section as a CSV file', async () => {
    const files: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:insights'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderScreen(<InsightsScreen />);
      const saved = await screen.findByRole('region', { name: 'Most saved' });
      await userEvent.click(within(saved).getByRole('button', { name: 'Download CSV: Most saved' }));
      expect(names).toEqual(['insights-most-saved-2026-11-28.csv']);
      expect(await files[0]!.text()).toBe('Kind,Title,Members who saved it,Address\r\nArticles,Understanding Sciatica,4,/blog/sciatica\r\n');
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('says what will appear and when while nothing has been counted', async () => {
    loadInsights.mockResolvedValue(EMPTY);
    renderScreen(<InsightsScreen />);
    expect(await screen.findByText(INSIGHTS_TEXTS.noCounts)).toBeInTheDocument();
    expect(within(section('Most read in November 2026')).getByText(/No member has opened an article, publication or resource in November 2026 yet/)).toBeInTheDocument();
    expect(within(section('Searches that found nothing')).getByText(/A search appears here once the 5th member makes it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state when the report cannot be read, and reads it again on Refresh', async () => {
    loadInsights.mockRejectedValueOnce(new Error('unavailable'));
    renderScreen(<InsightsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(INSIGHTS_TEXTS.error);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Most saved' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(loadInsights).toHaveBeenCalledTimes(2);
  });
});
