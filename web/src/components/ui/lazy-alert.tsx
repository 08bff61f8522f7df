/**
 * An Alert that loads when it is first shown: the sign-in screens show one only after a failed
 * submit or a sign-out notice, so MUI's Alert (about 2 kB gzip) stays off their first download.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type MuiAlert from '@mui/material/Alert';

const Alert = lazy(() => import('@mui/material/Alert'));

export function LazyAlert(props: ComponentProps<typeof MuiAlert>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
