import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietConsole } from '@/testing/content-list-suite';
import { renderScreen } from '@/testing/render';
import { memoryStore } from '@/testing/memory-content-store';
import { SAMPLE_ARTICLE_CATEGORY } from '../sample-article';
import { SAMPLE_RELOAD_MS, SampleArticleButton } from './sample-article-button';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Add PRP Therapy Article', () => {
  it('adds the sample article published, says so, and reloads the page after 1.5 s', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const reload = vi.fn();
    renderScreen(<SampleArticleButton store={store} reload={reload} />);
    await act(async () => screen.getByRole('button', { name: 'Add PRP Therapy Article' }).click());

    expect(screen.getByText('PRP Therapy article added successfully! Refreshing page...').closest('[role="status"]')).toBeInTheDocument();
    const [article] = store.records.get('articles')! as unknown as Record<string, unknown>[];
    expect(article).toMatchObject({
      slug: 'prp-therapy-how-platelet-rich-plasma-supports-healing',
      category: SAMPLE_ARTICLE_CATEGORY,
      image: `${window.location.origin}/images/prp-therapy.svg`,
      // Members see it at once, as in the prototype.
      published_at: expect.any(Date),
    });
    expect(String(article!.content)).toContain('<h2>What the research shows</h2>');

    act(() => vi.advanceTimersByTime(SAMPLE_RELOAD_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses to add it twice with the refusal of docs/product.md §8', async () => {
    quietConsole();
    const store = memoryStore();
    const reload = vi.fn();
    renderScreen(<SampleArticleButton store={store} reload={reload} />);
    await act(async () => screen.getByRole('button', { name: 'Add PRP Therapy Article' }).click());
    renderScreen(<SampleArticleButton store={store} reload={reload} />);
    await act(async () => screen.getAllByRole('button', { name: 'Add PRP Therapy Article' })[1]!.click());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add article. It may already exist.');
    expect(store.records.get('articles')).toHaveLength(1);
  });
});
