import { RESOURCE_CATEGORIES } from '@common/content';
import { ContentList, type ContentListKind } from '@/components/content-list/content-list';
import type { Resource } from '@/lib/content-records';
import type { LoadState } from '@/lib/use-load';
import { resourceFilterSpec } from '../filtering';
import { ResourceCard } from './resource-card';

export const resourceListKind: ContentListKind<Resource> = {
  ...resourceFilterSpec,
  title: 'Patient Resources',
  intro: 'Guides, exercises and practical tools to help you manage pain between visits.',
  noun: 'resources',
  allLabel: 'All Resources',
  filterLabel: 'Filter resources by category',
  filterOptions: RESOURCE_CATEGORIES,
  searchPlaceholder: 'Search resources',
  loadingText: 'Loading resources...',
  errorText: 'Failed to load resources',
  emptyTitle: 'No resources found',
  emptyText: "We couldn't find any resources matching your search criteria.",
  getKey: (resource) => resource.id,
  renderCard: (resource, first) => <ResourceCard resource={resource} eager={first} />,
};

export function ResourceList({ state }: { state: LoadState<Resource[]> }) {
  return <ContentList kind={resourceListKind} state={state} />;
}
