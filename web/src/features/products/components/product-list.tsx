import { PRODUCT_CATEGORIES } from '@common/content';
import { ContentList, type ContentListKind } from '@/components/content-list/content-list';
import type { Product } from '@/lib/content-records';
import type { LoadState } from '@/lib/use-load';
import { productFilterSpec } from '../filtering';
import { ProductCard } from './product-card';

export const productListKind: ContentListKind<Product> = {
  ...productFilterSpec,
  title: 'Recommended Products',
  intro: (
    <>
      Products our physicians find helpful for managing pain at home. Some links on this page are affiliate links: if you
      buy through them, we may earn a commission at no extra cost to you.
    </>
  ),
  noun: 'products',
  allLabel: 'All Products',
  filterLabel: 'Filter products by category',
  filterOptions: PRODUCT_CATEGORIES,
  searchPlaceholder: 'Search products',
  loadingText: 'Loading products...',
  errorText: 'Failed to load products',
  emptyTitle: 'No products found',
  emptyText: "We couldn't find any products matching your search criteria.",
  getKey: (product) => product.id,
  renderCard: (product, first) => <ProductCard product={product} eager={first} />,
};

export function ProductList({ state }: { state: LoadState<Product[]> }) {
  return <ContentList kind={productListKind} state={state} />;
}
