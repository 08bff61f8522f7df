import { CONTENT_KINDS } from '@common/content';
import type { Resource } from '@/lib/content-records';
import { filterContent, type ContentQuery, type FilterSpec } from '@/lib/filter-records';

/** Resources: category equals; search over title, description and category. */
export const resourceFilterSpec: FilterSpec<Resource> = {
  searchFields: CONTENT_KINDS.resources.searchFields,
  filterField: 'category',
};

export function filterResources(resources: readonly Resource[], query: ContentQuery): Resource[] {
  return filterContent(resources, query, resourceFilterSpec);
}
