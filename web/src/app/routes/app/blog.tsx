import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticles } from '@/features/articles/api/get-articles';
import { ArticleList } from '@/features/articles/components/article-list';

function BlogRoute() {
  useDocumentTitle('Articles');
  return <ArticleList state={useArticles()} />;
}

export { BlogRoute as Component };
