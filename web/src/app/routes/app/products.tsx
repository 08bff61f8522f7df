import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContentList } from '@/features/library/api/use-content';
import { productList } from '@/features/library/products/product-list';

function ProductsRoute() {
  useDocumentTitle('Recommended Products');
  return <ContentList kind={productList} state={useContentList('products')} />;
}

export { ProductsRoute as Component };
