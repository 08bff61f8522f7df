import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentListSuite } from '@/testing/content-list-suite';
import { aProduct } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { ProductList } from './product-list';

const items: [ReturnType<typeof aProduct>, ReturnType<typeof aProduct>] = [
  aProduct({ name: 'Heating Pad', category: 'Pain Relief Devices', affiliate_link: 'https://shop.example/pad' }),
  aProduct({ name: 'Turmeric Capsules', category: 'Supplements', description: '<p>Curcumin<script>alert(1)</script></p>' }),
];

contentListSuite({
  List: ProductList,
  banner: 'Recommended Products',
  allLabel: 'All Products',
  searchPlaceholder: 'Search products',
  loadingText: 'Loading products...',
  errorText: 'Failed to load products',
  emptyTitle: 'No products found',
  emptyText: "We couldn't find any products matching your search criteria.",
  items,
  titles: ['Heating Pad', 'Turmeric Capsules'],
  firstFilter: 'Pain Relief Devices',
  secondSearch: 'turmeric',
});

describe('Product cards', () => {
  it('disclose affiliate links and open them as sponsored links in a new tab', () => {
    const { container } = renderScreen(<ProductList state={{ status: 'loaded', data: items }} />);
    expect(screen.getByRole('banner')).toHaveTextContent(/affiliate links/i);
    expect(screen.getByRole('banner')).toHaveTextContent(/commission at no extra cost/i);
    expect(screen.getAllByText('*Affiliate link disclosure: We may earn a commission')).toHaveLength(2);
    const view = screen.getByRole('link', { name: /View Product: Heating Pad/ });
    expect(view).toHaveAttribute('href', 'https://shop.example/pad');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Curcumin')).toBeInTheDocument();
  });
});
