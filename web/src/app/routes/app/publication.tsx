import { useParams } from 'react-router-dom';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { usePublication } from '@/features/publications/api/get-publication';
import { PublicationDetail } from '@/features/publications/components/publication-detail';

function PublicationRoute() {
  const id = useParams().id ?? '';
  useScrollToTop(id);
  return <PublicationDetail key={id} state={usePublication(id)} />;
}

export { PublicationRoute as Component };
