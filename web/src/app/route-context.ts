import { createContext, useContext } from 'react';

/** What element-routes.tsx gives a route's components: its `handle`, and in an ErrorBoundary, the error. */
export const HandleContext = createContext<unknown>(undefined);
export const CaughtErrorContext = createContext<unknown>(undefined);

/** The `handle` of the route being rendered (the nearest route that declares one). */
export function useRouteHandle<T>(): T {
  return useContext(HandleContext) as T;
}

/** Inside a route's ErrorBoundary: what was thrown. */
export function useCaughtError(): unknown {
  return useContext(CaughtErrorContext);
}
