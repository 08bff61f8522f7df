import { useMatches } from 'react-router-dom';
import { LegalPageView } from '@/features/legal/components/legal-page';
import type { LegalHandle } from '../../route-handles';

function LegalRoute() {
  const handle = useMatches().at(-1)?.handle as LegalHandle;
  return <LegalPageView key={handle.legal} id={handle.legal} />;
}

export { LegalRoute as Component };
