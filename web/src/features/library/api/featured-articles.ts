import { useQuery } from '@tanstack/react-query';
import { FEATURED_ARTICLES } from '@common/content';
import { queryClient } from '@/lib/query-client';
import { isOnline } from '@/lib/use-online';
import type { LoadState } from '@/lib/load-state';
import { newestQuery } from './content-queries';
import type { LibrarySummaries } from './content-sources';

const featured = () => newestQuery('articles', FEATURED_ARTICLES);

/**
 * The dashboard's newest articles (docs/product.md §7): from the articles' list when it is cached,
 * else one small query. Its own module, so the dashboard does not download the list and record hooks.
 */
export function useFeaturedArticles(): LoadState<LibrarySummaries['articles'][]> {
  const { data, isError, error } = useQuery({ ...featured(), select: (page) => page.items });
  if (data !== undefined) return { status: 'loaded', data };
  return isError ? { status: 'error', error } : { status: 'loading' };
}

/** Starts the featured articles' read with the dashboard's code (app/element-routes, `preload`). */
export function preloadFeaturedArticles(): void {
  // Offline, the dashboard shows the kept pages instead (app/routes/app/dashboard).
  if (isOnline()) void queryClient.prefetchQuery(featured());
}
