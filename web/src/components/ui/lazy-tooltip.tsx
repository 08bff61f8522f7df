/**
 * A Tooltip that loads after its target has rendered: MUI's Tooltip brings Popper (about 11 kB
 * gzip), which a screen of cards need not download before its data. Until the code is there, the
 * target shows without its tooltip; it is then rendered again inside the Tooltip.
 */
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function LazyTooltip({ title, children }: { title: ReactNode; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
