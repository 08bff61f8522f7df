import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@/components/content-list/content-list';
import { renderScreen } from '@/testing/render';
import { contentListSuite } from '@/testing/content-list-suite';
import { anArticle } from '@/testing/content-fixtures';
import { ArticleList } from './article-list';

contentListSuite({
  List: ArticleList,
  banner: 'Health Articles',
  allLabel: 'All Articles',
  searchPlaceholder: 'Search articles',
  loadingText: 'Loading articles...',
  errorText: 'Failed to load articles. Please try again later.',
  emptyTitle: 'No articles found',
  emptyText: "We couldn't find any articles matching your search criteria.",
  items: [
    anArticle({ title: 'Understanding Sciatica', category: 'Pain Conditions', excerpt: 'Nerve pain down the leg' }),
    anArticle({ title: 'Mindful Breathing', category: 'Mind-Body Approaches', excerpt: 'Calm the nervous system' }),
  ],
  titles: ['Understanding Sciatica', 'Mindful Breathing'],
  firstFilter: 'Pain Conditions',
  secondSearch: 'breathing',
});

describe('a large article list', () => {
  it('shows the first cards, filters 2,000 articles as the member types, and offers Show more', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      anArticle({ id: `big-${i}`, title: `Article number ${i}`, excerpt: i % 100 === 0 ? 'about migraine' : 'general' }),
    );
    const user = userEvent.setup();
    renderScreen(<ArticleList state={{ status: 'loaded', data: many }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('Showing 2000 of 2000 articles')).toBeInTheDocument();

    const started = performance.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'migraine');
    expect(await screen.findByText('Showing 20 of 2000 articles')).toBeInTheDocument();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.click(await screen.findByRole('button', { name: 'Show more articles' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(PAGE_SIZE * 2);
  });
});
