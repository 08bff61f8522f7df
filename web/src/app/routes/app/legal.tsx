import { LegalPageView } from '@/features/legal/components/legal-page';
import { useRouteHandle } from '../../route-context';
import type { LegalHandle } from '../../route-handles';

function LegalRoute() {
  const handle = useRouteHandle<LegalHandle>();
  return <LegalPageView key={handle.legal} id={handle.legal} />;
}

export { LegalRoute as Component };
