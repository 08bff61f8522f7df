import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { FeaturedArticles } from './featured-articles';

const { newest } = vi.hoisted(() => ({ newest: vi.fn() }));
// The cards' Save toggles ask the saved items' queries; a component test reaches no Firestore.
vi.mock('../api/saved-items', () => ({ useSavedItem: () => ({ known: true, saved: false }), useSavedChange: () => ({ mutateAsync: vi.fn(), isPending: false }), SavedItemsFull: class extends Error {} }));
// The newest articles' query, answered here (no Firestore): what it is asked for is checked below.
vi.mock('@/lib/firebase/content-query', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/content-query')>()), readNewest: newest }));

const ARTICLES = [
  {
    id: 'a1',
    slug: 'living-with-sciatica',
    title: 'Living with Sciatica',
    excerpt: 'What helps when the pain runs down your leg.',
    image: 'https://example.org/sciatica.jpg',
    category: 'Pain Conditions',
    author: 'Dr. A',
    reading_minutes: 0,
    published_at: new Date('2026-03-02T15:00:00Z'),
  },
  {
    id: 'a2',
    slug: 'gentle-yoga',
    title: 'Gentle Yoga for Back Pain',
    excerpt: 'Five poses to try at home.',
    image: 'https://example.org/yoga.jpg',
    category: 'Mind-Body Approaches',
    author: 'Dr. B',
    reading_minutes: 0,
    published_at: new Date('2026-01-05T09:00:00Z'),
  },
];

function renderFeatured() {
  return renderScreen(<FeaturedArticles />, { session: fakeSession('member'), path: '/dashboard' });
}

beforeEach(() => {
  newest.mockReset();
});

describe('FeaturedArticles', () => {
  it('shows fixed-height placeholders while loading', () => {
    newest.mockReturnValue(new Promise(() => undefined));
    renderFeatured();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Articles' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading featured articles' })).toBeInTheDocument();
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(3);
  });

  it('shows each article with image, category, title, excerpt, date and Read more', async () => {
    newest.mockResolvedValue({ items: ARTICLES, last: null });
    renderFeatured();
    const cards = await screen.findAllByRole('listitem');
    expect(newest).toHaveBeenCalledWith('articles', 3);
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 3, name: 'Living with Sciatica' })).toBeInTheDocument();
    expect(first.getByText('Pain Conditions')).toBeInTheDocument();
    expect(first.getByText('What helps when the pain runs down your leg.')).toBeInTheDocument();
    expect(first.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', 'https://example.org/sciatica.jpg');
    expect(first.getByRole('link', { name: 'Read more: Living with Sciatica' })).toHaveAttribute('href', '/blog/living-with-sciatica');
    expect(within(cards[1]).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/blog/gentle-yoga');
  });

  it('shows a short message when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    newest.mockRejectedValue(new Error('offline'));
    renderFeatured();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again later.');
  });

  it('shows nothing when there are no articles', async () => {
    newest.mockResolvedValue({ items: [], last: null });
    renderFeatured();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Featured Articles' })).not.toBeInTheDocument());
  });
});
