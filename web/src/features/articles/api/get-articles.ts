import type { Article } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { articlesSource } from './articles-source';

/** All articles, newest first. */
export function getArticles(): Promise<Article[]> {
  return articlesSource.list();
}

export function useArticles() {
  return useLoad('articles', getArticles, { initial: articlesSource.cached, errorLabel: 'Failed to load articles' });
}
