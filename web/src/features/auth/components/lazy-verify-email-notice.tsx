/**
 * The verify-your-e-mail reminder, loaded only for an account that needs it: nearly everyone who
 * signs in has verified their address, so the screens every member opens first do not download
 * the reminder, its texts and its error handling up front.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';

const VerifyEmailNotice = lazy(() => import('./verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })));

export function LazyVerifyEmailNotice() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice />
    </Suspense>
  );
}
