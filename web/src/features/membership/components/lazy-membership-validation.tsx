/**
 * The Membership Validation step, loaded when it is needed: most sign-ins are members', who never
 * see it, so the sign-in and registration screens do not download it (nor the Functions SDK) up front.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';

const load = () => import('./membership-validation');
const MembershipValidation = lazy(() => load().then((m) => ({ default: m.MembershipValidation })));

/** Starts the download early (when a sign-in or registration is sent). */
export function preloadMembershipValidation(): void {
  load().catch(() => undefined); // a failure shows when the step renders
}

export function LazyMembershipValidation(props: ComponentProps<typeof MembershipValidation>) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <MembershipValidation {...props} />
    </Suspense>
  );
}
