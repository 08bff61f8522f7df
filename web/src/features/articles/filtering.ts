import { CONTENT_KINDS } from '@common/content';
import type { Article } from '@/lib/content-records';
import { filterContent, type ContentQuery, type FilterSpec } from '@/lib/filter-records';

/** Articles: category equals; search over title, excerpt, author and category. */
export const articleFilterSpec: FilterSpec<Article> = {
  searchFields: CONTENT_KINDS.articles.searchFields,
  filterField: 'category',
};

export function filterArticles(articles: readonly Article[], query: ContentQuery): Article[] {
  return filterContent(articles, query, articleFilterSpec);
}
