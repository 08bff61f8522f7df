import { CONTENT_KINDS, CONTENT_TEXTS, type ContentKind } from '@common/content';
import type { ContentListKind } from '@/components/content-list/content-list';
import type { LibrarySummaries } from '../api/content-sources';
import { loadSearchMissReport } from '../api/search-miss-report';
import { LIST_INTROS } from '../screen-intros';

type Own<T> = Pick<ContentListKind<T>, 'renderCard'> & Partial<Pick<ContentListKind<T>, 'filterField' | 'filterOptions'>>;

/**
 * A kind's list as ContentList shows it: texts and search fields from the declaration, its intro, filter
 * buttons from its categories (a kind without categories brings its own), and the kind's card. Its
 * searches that find nothing count for Insights.
 */
export function listKind<K extends ContentKind>(kind: K, own: Own<LibrarySummaries[K]>): ContentListKind<LibrarySummaries[K]> {
  const { categories, searchFields } = CONTENT_KINDS[kind];
  return {
    texts: CONTENT_TEXTS[kind],
    intro: LIST_INTROS[kind],
    searchFields,
    filterField: 'category' as keyof LibrarySummaries[K] & string,
    filterOptions: categories ?? [],
    loadSearchMissReport,
    ...own,
  };
}
