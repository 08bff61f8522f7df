import { FEATURED_ARTICLES } from '@common/content';
import { useLoad } from '@/lib/use-load';
import { CONTENT_SOURCES } from './content-sources';

/**
 * The dashboard's newest articles (docs/product.md §7), from the articles' cache. Its own module, so the
 * dashboard does not download the list and record hooks.
 */
export function useFeaturedArticles() {
  const source = CONTENT_SOURCES.articles;
  return useLoad('featured-articles', () => source.newest(FEATURED_ARTICLES), {
    initial: () => source.cachedNewest(FEATURED_ARTICLES),
    errorLabel: 'Failed to load featured articles',
  });
}

/** Starts the featured articles' read with the dashboard's code (app/element-routes, `preload`). */
export function preloadFeaturedArticles(): void {
  void CONTENT_SOURCES.articles.newest(FEATURED_ARTICLES).catch(() => {});
}
