import { createContext, useContext, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';

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

/**
 * What a route module exports: its screen, and optionally `preload`, which starts the screen's first
 * reads from the route's params (element-routes.tsx calls it with the route's code, before the
 * screen renders; the screen's own reads then find them under way).
 */
export interface RouteModule {
  Component: ComponentType;
  preload?: (params: Params) => void;
}
