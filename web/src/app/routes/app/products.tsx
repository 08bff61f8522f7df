import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts } from '@/features/products/api/get-products';
import { ProductList } from '@/features/products/components/product-list';

function ProductsRoute() {
  useDocumentTitle('Recommended Products');
  return <ProductList state={useProducts()} />;
}

export { ProductsRoute as Component };
