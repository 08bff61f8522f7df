import type { Article } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { articlesSource } from './articles-source';

/** One article by slug (from the cached list when loaded), or null. */
export function getArticle(slug: string): Promise<Article | null> {
  return articlesSource.findBy('slug', slug);
}

export function useArticle(slug: string) {
  return useLoad(`article:${slug}`, () => getArticle(slug), {
    initial: () => articlesSource.cached()?.find((article) => article.slug === slug),
    errorLabel: 'Failed to load article',
  });
}
