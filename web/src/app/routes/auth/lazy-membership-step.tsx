/**
 * The membership step, loaded when it is needed: most sign-ins are members', who never see it, so
 * the sign-in and registration screens do not download it (nor the Functions SDK) up front.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';

const load = () => import('./membership-step');
const MembershipStep = lazy(() => load().then((m) => ({ default: m.MembershipStep })));

/** Starts the download early (when a sign-in or registration is sent). */
export function preloadMembershipStep(): void {
  load().catch(() => undefined); // a failure shows when the step renders
}

export function LazyMembershipStep(props: ComponentProps<typeof MembershipStep>) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <MembershipStep {...props} />
    </Suspense>
  );
}
