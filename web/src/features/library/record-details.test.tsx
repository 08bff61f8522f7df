import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anArticle, aProduct, aPublication, aResource } from '@/testing/content-fixtures';
import type { LoadState } from '@/lib/load-state';
import { renderScreen } from '@/testing/render';
import { ArticleDetail } from './articles/article-detail';
import { ProductDetail } from './products/product-detail';
import { PublicationDetail } from './publications/publication-detail';
import { ResourceDetail } from './resources/resource-detail';

/** Each kind's detail page, for the states that show no record. */
const DETAILS = {
  articles: (state: LoadState<null>) => <ArticleDetail state={state} />,
  publications: (state: LoadState<null>) => <PublicationDetail state={state} />,
  resources: (state: LoadState<null>) => <ResourceDetail state={state} />,
  products: (state: LoadState<null>) => <ProductDetail state={state} />,
};
const failed = { status: 'error', error: new Error('x') } as const;
const missing = { status: 'loaded', data: null } as const;

describe('detail pages without a record', () => {
  it.each([
    ['articles', failed, 'Article Not Found', 'Failed to load article', 'Back to Articles', '/blog'],
    ['articles', missing, 'Article Not Found', "The article you're looking for doesn't exist.", 'Back to Articles', '/blog'],
    ['publications', failed, 'Publication Not Found', 'Failed to load publication', 'Back to Publications', '/publications'],
    ['publications', missing, 'Publication Not Found', "The publication you're looking for doesn't exist.", 'Back to Publications', '/publications'],
    ['resources', failed, 'Resource Not Found', 'Failed to load resource', 'Back to Resources', '/resources'],
    ['products', failed, 'Product Not Found', 'Failed to load product', 'Back to Products', '/products'],
  ] as const)('%s (%o) shows %s with the reason and the way back', (kind, state, title, message, back, href) => {
    renderScreen(DETAILS[kind](state));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
  });

  it.each([
    ['resources', '/resources/nope', '/resources'],
    ['products', '/products/nope', '/products'],
  ] as const)('%s: a missing record redirects to the list', (kind, path, list) => {
    renderScreen(DETAILS[kind](missing), { path });
    expect(screen.getByTestId('location')).toHaveTextContent(list);
  });
});

describe('ArticleDetail', () => {
  it('renders the sanitized body (once the sanitizer has loaded) and the share links', async () => {
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
    expect(await screen.findByRole('heading', { level: 2, name: 'Causes' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror/);
    const x = screen.getByRole('link', { name: /Share on X/ });
    expect(x.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=.*%2Fblog%2Fknee-pain&text=Knee%20Pain$/);
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(screen.getByRole('link', { name: /Share by email/ }).getAttribute('href')).toMatch(/^mailto:\?subject=Knee%20Pain&body=/);
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/blog');
  });
});

describe('PublicationDetail', () => {
  it('shows the publication with author chips, UTC long date and the PDF link', () => {
    renderScreen(
      <PublicationDetail
        state={{
          status: 'loaded',
          data: aPublication({
            title: 'Nerve Blocks',
            journal: 'Pain Medicine',
            year: '2024',
            authors: ['A. One', 'B. Two'],
            created_at: new Date('2024-12-31T23:30:00Z'),
            pdf_url: 'https://journals.example/x.pdf',
          }),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nerve Blocks' })).toBeInTheDocument();
    expect(screen.getByText('Pain Medicine · 2024')).toBeInTheDocument();
    expect(screen.getByText('A. One')).toBeInTheDocument();
    expect(screen.getByText('B. Two')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Abstract' })).toBeInTheDocument();
    expect(screen.getByText('December 31, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Publications' })).toHaveAttribute('href', '/publications');
  });
});

describe('ResourceDetail', () => {
  it('shows the resource and its download block', () => {
    renderScreen(<ResourceDetail state={{ status: 'loaded', data: aResource({ title: 'Walking Plan', download_url: 'https://files.example/w.pdf' }) }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Walking Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download Resource' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', 'https://files.example/w.pdf');
  });
});

describe('ProductDetail', () => {
  it('shows the product, Buy Now and the Affiliate Disclosure', () => {
    renderScreen(<ProductDetail state={{ status: 'loaded', data: aProduct({ name: 'Foam Roller', price: '$24.99', image: 'https://img.example/r.png', affiliate_link: 'https://shop.example/roller' }) }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Foam Roller' })).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    const buy = screen.getByRole('link', { name: /Buy Now/ });
    expect(buy).toHaveAttribute('href', 'https://shop.example/roller');
    expect(buy).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByText('Affiliate Disclosure')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foam Roller' })).toBeInTheDocument();
  });
});
