import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { preloadContentList, useContentList } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { publicationList } from '@/features/library/publications/publication-list';

function PublicationsRoute() {
  useDocumentTitle('Publications');
  return <ContentList kind={publicationList} state={useContentList('publications')} />;
}

export { PublicationsRoute as Component };

export const preload: RouteModule['preload'] = () => preloadContentList('publications');
