import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { startAuth, useSession } from '@/lib/session';

/** Where a guest was going before being sent to /login (kept in the location state). */
interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * /login, /register, /forgot-password: members go on to the portal. Signed-in accounts without
 * membership stay: those pages show them the Membership Validation step.
 */
export function GuestOnly() {
  const { status, isMember } = useSession();
  const location = useLocation();
  // Once the form is on screen and the page is idle, load Firebase Auth for its submit (and to
  // notice a sign-in in another tab): the screen is usable before the SDK has downloaded. A submit
  // before then loads it at once (the forms import their API on submit).
  useEffect(() => {
    const load = () => void startAuth().catch((error: unknown) => console.error('Could not load Firebase Auth', error));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 100);
    return () => clearTimeout(id);
  }, []);
  if (status === 'loading') return <LoadingScreen />;
  if (isMember) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** The portal itself: members (and admins) only; everyone else signs in first. */
export function MemberOnly() {
  const { status, isMember } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (!isMember) return <Navigate to={paths.login} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
}

const StaffEnrollment = lazy(() => import('@/features/auth/second-factor/staff-enrollment'));
const RecentSignIn = lazy(() => import('@/features/auth/second-factor/recent-sign-in'));

/**
 * Admin screens: the admin claim decides (docs/decisions/0001-backend-enforces-security.md); anyone
 * else lands on /dashboard. Staff whose sign-in had no second factor get "Protect your staff account"
 * instead (docs/decisions/0034-staff-second-factor-and-device-copies.md): the backend would refuse them.
 */
export function AdminOnly() {
  const { isAdmin, secondFactor } = useSession();
  if (!isAdmin) return <Navigate to={paths.dashboard} replace />;
  if (!secondFactor) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <StaffEnrollment />
      </Suspense>
    );
  }
  // The sensitive staff actions ask for the password and code again in place (lib/recent-sign-in.tsx).
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RecentSignIn>
        <Outlet />
      </RecentSignIn>
    </Suspense>
  );
}

const MemberLayout = lazy(() => import('./routes/app/layout').then((m) => ({ default: m.Component })));
const GuestFrame = lazy(() => import('./routes/guest-frame').then((m) => ({ default: m.Component })));

/** Pages for everyone (the legal pages): members see them in the portal's layout, anyone else in the guest frame. */
export function MembersOrGuests() {
  const { status, isMember } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{isMember ? <MemberLayout /> : <GuestFrame />}</Suspense>;
}
