import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { preloadContentList, useContentList } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { productList } from '@/features/library/products/product-list';

function ProductsRoute() {
  useDocumentTitle('Recommended Products');
  return <ContentList kind={productList} state={useContentList('products')} />;
}

export { ProductsRoute as Component };

export const preload: RouteModule['preload'] = () => preloadContentList('products');
