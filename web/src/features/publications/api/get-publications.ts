import type { Publication } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { publicationsSource } from './publications-source';

/** All publications, newest first. */
export function getPublications(): Promise<Publication[]> {
  return publicationsSource.list();
}

export function usePublications() {
  return useLoad('publications', getPublications, { initial: publicationsSource.cached, errorLabel: 'Failed to load publications' });
}
