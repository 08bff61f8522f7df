import { ContentList } from '@/components/content-list/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContentList } from '@/features/library/api/use-content';
import { articleList } from '@/features/library/articles/article-list';

function BlogRoute() {
  useDocumentTitle('Articles');
  return <ContentList kind={articleList} state={useContentList('articles')} />;
}

export { BlogRoute as Component };
