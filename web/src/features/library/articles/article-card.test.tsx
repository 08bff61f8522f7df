import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { anArticleSummary } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { ArticleCard } from './article-card';

/** The card's byline: the paragraph that starts with the author. */
const byline = () => screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith('By '));

describe('an article card', () => {
  it('shows the author, the date and the reading time of the body', () => {
    renderScreen(<ArticleCard article={anArticleSummary({ content: `<p>${'word '.repeat(450)}</p>`, author: 'Dr. A' })} />, { session: fakeSession('member') });
    expect(byline().textContent).toMatch(/^By Dr\. A · Jan 5, 2026 · 3 min read$/);
  });

  it('shows no reading time for a record without a body', () => {
    renderScreen(<ArticleCard article={anArticleSummary({ content: '', author: 'Dr. A' })} />, { session: fakeSession('member') });
    expect(byline().textContent).toBe('By Dr. A · Jan 5, 2026');
  });
});
