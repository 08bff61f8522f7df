import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anArticle } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { ArticleDetail } from './article-detail';

describe('ArticleDetail', () => {
  it('renders the sanitized body and the share links', () => {
    const { container } = renderScreen(
      <ArticleDetail
        state={{
          status: 'loaded',
          data: anArticle({
            slug: 'knee-pain',
            title: 'Knee Pain',
            content: '<h2>Causes</h2><p onclick="alert(1)">Wear</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
          }),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Knee Pain' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Causes' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror/);
    const x = screen.getByRole('link', { name: /Share on X/ });
    expect(x.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=.*%2Fblog%2Fknee-pain&text=Knee%20Pain$/);
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(screen.getByRole('link', { name: /Share by email/ }).getAttribute('href')).toMatch(/^mailto:\?subject=Knee%20Pain&body=/);
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/blog');
  });

  it.each([
    [{ status: 'loaded', data: null } as const, "The article you're looking for doesn't exist."],
    [{ status: 'error', error: new Error('x') } as const, 'Failed to load article'],
  ])('shows Article Not Found', (state, message) => {
    renderScreen(<ArticleDetail state={state} />);
    expect(screen.getByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
