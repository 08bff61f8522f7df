import { ContentList, type ContentListKind } from '@/components/content-list/content-list';
import type { Publication } from '@/lib/content-records';
import type { LoadState } from '@/lib/use-load';
import { publicationFilterSpec, publicationYears } from '../filtering';
import { PublicationCard } from './publication-card';

export const publicationListKind: ContentListKind<Publication> = {
  ...publicationFilterSpec,
  title: 'Scientific Publications',
  intro: 'Peer-reviewed research and reviews by our physicians and colleagues in pain medicine.',
  noun: 'publications',
  allLabel: 'All Years',
  filterLabel: 'Filter publications by year',
  filterOptions: publicationYears,
  searchPlaceholder: 'Search publications',
  loadingText: 'Loading publications...',
  errorText: 'Failed to load publications',
  emptyTitle: 'No publications found',
  emptyText: "We couldn't find any publications matching your search criteria.",
  getKey: (publication) => publication.id,
  renderCard: (publication) => <PublicationCard publication={publication} />,
};

export function PublicationList({ state }: { state: LoadState<Publication[]> }) {
  return <ContentList kind={publicationListKind} state={state} />;
}
