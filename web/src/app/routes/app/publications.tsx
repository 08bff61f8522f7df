import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublications } from '@/features/publications/api/get-publications';
import { PublicationList } from '@/features/publications/components/publication-list';

function PublicationsRoute() {
  useDocumentTitle('Publications');
  return <PublicationList state={usePublications()} />;
}

export { PublicationsRoute as Component };
