import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
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

/**
 * A route of the app's table (router.tsx), in the data router's shape but only what
 * element-routes.tsx renders with `useRoutes`: React Router's `RouteObject` would also take a
 * `loader`, an `action` and the rest of the data router, which never run there, so this type has no
 * place for them (route-table.test.ts). A screen's first reads are its module's `preload`.
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** Rendered with the route's children in its Outlet. */
  Component?: ComponentType | null;
  element?: ReactNode;
  /** The route module, loaded when a location matches (its `Component` is the screen). */
  lazy?: () => Promise<RouteModule>;
  /** Given to the route's components (useRouteHandle). */
  handle?: unknown;
  /** Shown for an error thrown below the route (useCaughtError), until the next navigation. */
  ErrorBoundary?: ComponentType;
  /** Shown while the code of a route below loads. */
  HydrateFallback?: ComponentType;
  children?: AppRoute[];
  loader?: never;
  action?: never;
}
