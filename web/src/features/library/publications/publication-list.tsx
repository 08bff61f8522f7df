import { distinctDescending } from '@/lib/filter-records';
import { listKind } from '../components/list-kind';
import { PublicationCard } from './publication-card';

/** The publications list: a button per year in the data, newest first, and the publication card. */
export const publicationList = listKind('publications', {
  filterField: 'year',
  filterOptions: (publications) => distinctDescending(publications, 'year'),
  renderCard: (publication) => <PublicationCard publication={publication} />,
});
