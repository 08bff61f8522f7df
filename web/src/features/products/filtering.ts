import { CONTENT_KINDS } from '@common/content';
import type { Product } from '@/lib/content-records';
import { filterContent, type ContentQuery, type FilterSpec } from '@/lib/filter-records';

/** Products: category equals; search over name, description and category. */
export const productFilterSpec: FilterSpec<Product> = {
  searchFields: CONTENT_KINDS.products.searchFields,
  filterField: 'category',
};

export function filterProducts(products: readonly Product[], query: ContentQuery): Product[] {
  return filterContent(products, query, productFilterSpec);
}
