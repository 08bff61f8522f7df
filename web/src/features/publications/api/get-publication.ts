import type { Publication } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { publicationsSource } from './publications-source';

/** One publication by document id (from the cached list when loaded), or null. */
export function getPublication(id: string): Promise<Publication | null> {
  return publicationsSource.get(id);
}

export function usePublication(id: string) {
  return useLoad(`publication:${id}`, () => getPublication(id), {
    initial: () => publicationsSource.cached()?.find((publication) => publication.id === id),
    errorLabel: 'Failed to load publication',
  });
}
