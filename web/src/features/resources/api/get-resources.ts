import type { Resource } from '@/lib/content-records';
import { useLoad } from '@/lib/use-load';
import { resourcesSource } from './resources-source';

/** All patient resources, newest first. */
export function getResources(): Promise<Resource[]> {
  return resourcesSource.list();
}

export function useResources() {
  return useLoad('resources', getResources, { initial: resourcesSource.cached, errorLabel: 'Failed to load resources' });
}
