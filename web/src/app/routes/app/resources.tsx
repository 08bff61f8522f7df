import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { preloadContentList, useContentList } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { resourceList } from '@/features/library/resources/resource-list';

function ResourcesRoute() {
  useDocumentTitle('Patient Resources');
  return <ContentList kind={resourceList} state={useContentList('resources')} />;
}

export { ResourcesRoute as Component };

export const preload: RouteModule['preload'] = () => preloadContentList('resources');
