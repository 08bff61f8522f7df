import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useArticle } from '@/features/articles/api/get-article';
import { ArticleDetail } from '@/features/articles/components/article-detail';

function ArticleRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ArticleDetail key={slug} state={useArticle(slug)} />;
}

export { ArticleRoute as Component };
