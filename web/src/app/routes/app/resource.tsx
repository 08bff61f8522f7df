import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { preloadContentRecord, useContentRecord } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { ResourceDetail } from '@/features/library/resources/resource-detail';

function ResourceRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ResourceDetail key={slug} state={useContentRecord('resources', slug)} />;
}

export { ResourceRoute as Component };

export const preload: RouteModule['preload'] = (params) => preloadContentRecord('resources', params.slug ?? '');
