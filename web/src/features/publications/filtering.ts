import { CONTENT_KINDS } from '@common/content';
import type { Publication } from '@/lib/content-records';
import { distinctDescending, filterContent, type ContentQuery, type FilterSpec } from '@/lib/filter-records';

/** Publications: year equals; search over title, abstract, any author and journal. */
export const publicationFilterSpec: FilterSpec<Publication> = {
  searchFields: CONTENT_KINDS.publications.searchFields,
  filterField: 'year',
};

export function filterPublications(publications: readonly Publication[], query: ContentQuery): Publication[] {
  return filterContent(publications, query, publicationFilterSpec);
}

/** The year buttons: each distinct year in the data, newest first. */
export function publicationYears(publications: readonly Publication[]): string[] {
  return distinctDescending(publications, 'year');
}
