import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ProgressBar } from '@/components/ui/progress-bar';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useNavigationPending } from '@/lib/navigation-pending';
import { useOnline } from '@/lib/use-online';
import { OFFLINE_READABLE } from '@/config/paths';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';

/** Shown only after a failed sign-out, so its snackbar is not part of every member's first download. */
const SignOutFailed = lazy(() => import('./sign-out-failed').then((m) => ({ default: m.SignOutFailed })));

/** The members' frame (docs/product.md §2 Layout): navigation, the page, the footer. */
export function AppLayout({ children, search }: { children: ReactNode; search?: ReactNode }) {
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);
  const [signOutFailed, setSignOutFailed] = useState(false);
  // Offline, a screen that cannot be read from the kept pages says so instead of failing.
  const online = useOnline();
  const readable = online || OFFLINE_READABLE.some((pattern) => matchPath(pattern, pathname) !== null);

  useEffect(() => {
    // After in-app navigation, start screen readers and keyboards at the new page's content.
    if (pathname !== lastPath.current) {
      lastPath.current = pathname;
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader onSignOutFailed={() => setSignOutFailed(true)} search={search} />
      {pending && (
        <ProgressBar label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />
      )}
      {/* At least a screen tall below the 64 px header: the footer starts below the fold, so a page
          whose content arrives after it renders does not push a visible footer down (layout shift). */}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, minHeight: 'calc(100vh - 64px)', py: { xs: 3, md: 5 } }}
      >
        {readable ? children : <NeedsConnection />}
      </Container>
      <AppFooter />
      {signOutFailed && (
        <Suspense fallback={null}>
          <SignOutFailed onClose={() => setSignOutFailed(false)} />
        </Suspense>
      )}
    </Box>
  );
}
