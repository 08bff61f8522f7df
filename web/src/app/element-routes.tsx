/**
 * The route table (router.tsx) rendered by React Router's declarative `useRoutes`: each route's
 * `lazy` module becomes a RouteCode element (rendered at once when its code is here, else suspended), `handle` a context (useRouteHandle), `ErrorBoundary`
 * an error boundary (useCaughtError, route-context.ts, inside it) and `HydrateFallback` the Suspense fallback while
 * the first screen's code loads.
 */
import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { storedSessionStarted } from '@/lib/session';
import { CaughtErrorContext, HandleContext, type AppRoute, type RouteModule } from './route-context';
import { routes } from './router';

interface BoundaryProps {
  fallback: ComponentType;
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** Shows the route's ErrorBoundary for an error below it, until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <CaughtErrorContext.Provider value={this.state.error}>{createElement(this.props.fallback)}</CaughtErrorContext.Provider>;
  }
}

function WithErrorBoundary({ fallback, children }: { fallback: ComponentType; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} location={location}>
      {children}
    </RouteErrorBoundary>
  );
}

type LoadRoute = NonNullable<AppRoute['lazy']>;

/** Each route's module once its code has arrived, and the loads under way. */
const loadedRoutes = new Map<LoadRoute, RouteModule>();
const loadingRoutes = new Map<LoadRoute, Promise<RouteModule>>();

/** Loads a route's code once (again after a failure: a dropped connection, a new release). */
function loadRoute(load: LoadRoute): Promise<RouteModule> {
  let loading = loadingRoutes.get(load);
  if (!loading) {
    loading = load().then((module) => {
      // Its type says so, but a route module built wrongly (or a cast) could still leave it out.
      if (!(module as Partial<RouteModule>).Component) throw new Error('A route module exports no Component');
      loadedRoutes.set(load, module);
      return module;
    });
    loading.catch(() => loadingRoutes.delete(load));
    loadingRoutes.set(load, loading);
  }
  return loading;
}

/**
 * A route's component: rendered at once when its code has arrived (started with the location,
 * startRouteCode), else suspended until it does. Unlike React.lazy, code that is already here
 * never suspends, so the first screen is not held back by React's pause before revealing content
 * that a fallback stood in for.
 */
function RouteCode({ load }: { load: LoadRoute }) {
  // The same component for a route on every render (one per module, kept): not one made per render.
  return createElement(loadedRoutes.get(load)?.Component ?? arriving(load));
}

const arrivingRoutes = new Map<LoadRoute, ComponentType>();

/** Until a route's code is here: a React.lazy of it (one per route), which suspends until it is. */
function arriving(load: LoadRoute): ComponentType {
  let Arriving = arrivingRoutes.get(load);
  if (!Arriving) {
    // A failure stays this element's (its ErrorBoundary shows it); a later navigation to the route
    // loads its code again (startRouteCode), and once it is here RouteCode renders it directly.
    Arriving = lazy(() => loadRoute(load).then((module) => ({ default: module.Component })));
    arrivingRoutes.set(load, Arriving);
  }
  return Arriving;
}

/** The code of each element route made from a route with `lazy`. */
const codeOf = new WeakMap<RouteObject, LoadRoute>();

/** One route of a table in the data router's shape, as a route of elements for `useRoutes`. */
export function toElementRoute(route: AppRoute): RouteObject {
  const { lazy: load, Component: RouteComponent, ErrorBoundary, HydrateFallback, handle, element, children, ...rest } = route;
  // A route without an element renders its children (what useRoutes does for `element: undefined`).
  let rendered: ReactNode = element ?? createElement(RouteComponent ?? Outlet);
  if (load) rendered = <RouteCode load={load} />;
  if (handle !== undefined) rendered = <HandleContext.Provider value={handle}>{rendered}</HandleContext.Provider>;
  if (HydrateFallback) rendered = <Suspense fallback={createElement(HydrateFallback)}>{rendered}</Suspense>;
  if (ErrorBoundary) rendered = <WithErrorBoundary fallback={ErrorBoundary}>{rendered}</WithErrorBoundary>;
  const converted = { ...rest, element: rendered } as RouteObject;
  if (children) converted.children = children.map(toElementRoute);
  if (load) codeOf.set(converted, load);
  return converted;
}

const ELEMENT_ROUTES = routes.map(toElementRoute);

let started: string | undefined;

/**
 * Starts the code of every route that matches `pathname` at once (the layout's and the screen's),
 * as the data router does: a React.lazy child would otherwise start only once its layout rendered.
 * With a stored session, each route's `preload` then starts the screen's first reads as soon as its
 * code and Auth are here, in parallel with the session's restoring and the first render,
 * rather than after the screen has rendered. A failure shows when the route renders. The entry
 * (main.tsx) calls it before the first render and waits for what it returns, every matching route's
 * code here or failed (never rejects); the routes call it again on each location (once per path).
 */
export function startRouteCode(pathname: string): Promise<void> {
  if (pathname === started) return Promise.resolve();
  started = pathname;
  const session = storedSessionStarted();
  const codes: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(ELEMENT_ROUTES, pathname) ?? []) {
    const load = codeOf.get(route);
    if (!load) continue;
    const code = loadRoute(load);
    if (session) void Promise.all([code, session]).then(([module]) => module.preload?.(params), () => undefined);
    codes.push(code.catch(() => undefined));
  }
  return Promise.all(codes).then(() => undefined);
}

/** The app's screens for the current location. */
export function AppRoutes() {
  startRouteCode(useLocation().pathname);
  return useRoutes(ELEMENT_ROUTES);
}
