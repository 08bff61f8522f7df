import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { preloadContentRecord, useContentRecord } from '@/features/library/api/use-content';
import type { RouteModule } from '@/app/route-context';
import { ArticleDetail } from '@/features/library/articles/article-detail';

function ArticleRoute() {
  const slug = useParams().slug ?? '';
  useScrollToTop(slug);
  return <ArticleDetail key={slug} state={useContentRecord('articles', slug)} />;
}

export { ArticleRoute as Component };

export const preload: RouteModule['preload'] = (params) => preloadContentRecord('articles', params.slug ?? '');
