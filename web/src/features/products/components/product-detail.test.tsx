import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { ProductDetail } from './product-detail';

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

  it('redirects a missing record to the list', () => {
    renderScreen(<ProductDetail state={{ status: 'loaded', data: null }} />, { path: '/products/nope' });
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('shows Product Not Found on error', () => {
    renderScreen(<ProductDetail state={{ status: 'error', error: new Error('x') }} />);
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });
});
