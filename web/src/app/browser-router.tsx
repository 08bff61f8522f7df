import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { NavigationPendingContext } from '@/lib/navigation-pending';

/**
 * React Router's declarative BrowserRouter, with the pending navigation said: each history change
 * renders in a transition, so the current screen stays while the next one's code loads (a lazy
 * route suspends), and `useNavigationPending()` is true meanwhile. React Router's data router
 * (createBrowserRouter) does the same with more code on every screen (docs/performance.md).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
