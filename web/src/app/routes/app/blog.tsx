import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { preloadContentList, useContentList } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { articleList } from '@/features/library/articles/article-list';

function BlogRoute() {
  useDocumentTitle('Articles');
  return <ContentList kind={articleList} state={useContentList('articles')} />;
}

export { BlogRoute as Component };

export const preload: RouteModule['preload'] = () => preloadContentList('articles');
