import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppRoute, RouteModule } from './route-context';
import { routes } from './router';

/** A route for the table; the lines marked @ts-expect-error are what `npm run typecheck` refuses. */
const route = (r: AppRoute) => r;
const loader = async () => null;

function everyRoute(table: AppRoute[]): AppRoute[] {
  return table.flatMap((r) => [r, ...everyRoute(r.children ?? [])]);
}

describe("the app's route table", () => {
  it('cannot hold a loader or an action, which useRoutes would never run (the type checker proves it)', () => {
    const refused = [
      // @ts-expect-error a loader: the data router's, never run by element-routes.tsx
      route({ path: '/x', loader }),
      // @ts-expect-error an action: likewise
      route({ path: '/x', action: loader }),
      // @ts-expect-error nor on a child
      route({ children: [{ path: '/x', loader }] }),
      // @ts-expect-error a route module must export its screen
      route({ path: '/x', lazy: async () => ({ preload: () => {} }) }),
    ];
    expectTypeOf<NonNullable<AppRoute['loader']>>().toBeNever();
    expectTypeOf<NonNullable<AppRoute['action']>>().toBeNever();
    expectTypeOf(routes).toEqualTypeOf<AppRoute[]>();
    expectTypeOf<ReturnType<NonNullable<AppRoute['lazy']>>>().toEqualTypeOf<Promise<RouteModule>>();
    // What the type refuses would reach the table only through a cast: none has.
    expect(refused).toHaveLength(4);
    expect(everyRoute(routes).filter((r) => 'loader' in r || 'action' in r)).toEqual([]);
  });
});
