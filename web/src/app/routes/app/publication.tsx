import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { preloadContentRecord, useContentRecord } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { PublicationDetail } from '@/features/library/publications/publication-detail';

function PublicationRoute() {
  const id = useParams().id ?? '';
  useScrollToTop(id);
  return <PublicationDetail key={id} state={useContentRecord('publications', id)} />;
}

export { PublicationRoute as Component };

export const preload: RouteModule['preload'] = (params) => preloadContentRecord('publications', params.id ?? '');
