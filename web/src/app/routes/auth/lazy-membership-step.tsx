/**
 * The membership step, loaded when it is needed: most sign-ins are members', who never see it, so
 * the sign-in and registration screens do not download it (nor the Functions SDK) up front.
 */
import { lazy, Suspense, useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

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

/**
 * A sign-in or registration screen: its `form`, then, once an account without membership is signed
 * in, the membership step. While the form's request is out the form stays (the role is not settled
 * yet) and the step's code downloads, since the step may follow.
 */
export function FormThenMembershipStep({
  title,
  form,
  ...step
}: { title: string; form: (onPendingChange: (pending: boolean) => void) => ReactNode } & ComponentProps<typeof MembershipStep>) {
  const { user, isMember } = useSession();
  const [pending, setPending] = useState(false);
  const needsCode = Boolean(user) && !isMember && !pending;
  useDocumentTitle(needsCode ? null : title);
  const onPendingChange = useCallback((next: boolean) => {
    setPending(next);
    if (next) preloadMembershipStep();
  }, []);
  return <AuthLayout>{needsCode ? <LazyMembershipStep {...step} /> : form(onPendingChange)}</AuthLayout>;
}
