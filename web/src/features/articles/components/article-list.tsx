import { ARTICLE_CATEGORIES } from '@common/content';
import { ContentList, type ContentListKind } from '@/components/content-list/content-list';
import type { Article } from '@/lib/content-records';
import type { LoadState } from '@/lib/use-load';
import { articleFilterSpec } from '../filtering';
import { ArticleCard } from './article-card';

export const articleListKind: ContentListKind<Article> = {
  ...articleFilterSpec,
  title: 'Health Articles',
  intro: 'Plain-language articles from our physicians on pain conditions, treatments and everyday life with pain.',
  noun: 'articles',
  allLabel: 'All Articles',
  filterLabel: 'Filter articles by category',
  filterOptions: ARTICLE_CATEGORIES,
  searchPlaceholder: 'Search articles',
  loadingText: 'Loading articles...',
  errorText: 'Failed to load articles. Please try again later.',
  emptyTitle: 'No articles found',
  emptyText: "We couldn't find any articles matching your search criteria.",
  getKey: (article) => article.id,
  renderCard: (article, first) => <ArticleCard article={article} eager={first} />,
};

export function ArticleList({ state }: { state: LoadState<Article[]> }) {
  return <ContentList kind={articleListKind} state={state} />;
}
