import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { preloadContentRecord, useContentRecord } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { ProductDetail } from '@/features/library/products/product-detail';

function ProductRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ProductDetail key={slug} state={useContentRecord('products', slug)} />;
}

export { ProductRoute as Component };

export const preload: RouteModule['preload'] = (params) => preloadContentRecord('products', params.slug ?? '');
