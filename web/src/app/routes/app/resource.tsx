import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useResource } from '@/features/resources/api/get-resource';
import { ResourceDetail } from '@/features/resources/components/resource-detail';

function ResourceRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ResourceDetail key={slug} state={useResource(slug)} />;
}

export { ResourceRoute as Component };
