import type { Resource } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { resourcesSource } from './resources-source';

/** One resource by slug (from the cached list when loaded), or null. */
export function getResource(slug: string): Promise<Resource | null> {
  return resourcesSource.findBy('slug', slug);
}

export function useResource(slug: string) {
  return useLoad(`resource:${slug}`, () => getResource(slug), {
    initial: () => resourcesSource.cached()?.find((resource) => resource.slug === slug),
    errorLabel: 'Failed to load resource',
  });
}
