import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContentList } from '@/features/library/api/use-content';
import { resourceList } from '@/features/library/resources/resource-list';

function ResourcesRoute() {
  useDocumentTitle('Patient Resources');
  return <ContentList kind={resourceList} state={useContentList('resources')} />;
}

export { ResourcesRoute as Component };
