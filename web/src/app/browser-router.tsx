import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { NavigationPendingContext } from '@/lib/navigation-pending';

/**
 * React Router's declarative BrowserRouter, with the pending navigation said: each history change
 * renders in a transition, so the current screen stays while the next one's code loads (a lazy
 * route suspends), and `useNavigationPending()` is true meanwhile. React Router's data router
 * (createBrowserRouter) does the same with more code on every screen (docs/performance.md); its
 * public BrowserRouter renders in a transition too but cannot say one is pending.
 *
 * The one module that uses React Router's `UNSAFE_createBrowserHistory` (the history its own
 * BrowserRouter is built on, exported outside its stable API); browser-router.test.tsx fails,
 * naming this module, when an update removes it or changes what this component relies on.
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
