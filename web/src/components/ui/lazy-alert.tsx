/**
 * An Alert that loads when it is first shown: for messages that only some visits need (a failed
 * submit or a sign-out notice on the sign-in screens, a failed read on the dashboard and the
 * lists), so MUI's Alert stays off those screens' first download.
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
