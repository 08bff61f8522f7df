import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useProduct } from '@/features/products/api/get-product';
import { ProductDetail } from '@/features/products/components/product-detail';

function ProductRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ProductDetail key={slug} state={useProduct(slug)} />;
}

export { ProductRoute as Component };
