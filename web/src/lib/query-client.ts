import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportAccessRefusal } from './access-refusal';

/**
 * The one cache of server data in the browser (docs/architecture.md, "How a screen reads data").
 * It is a module, not a value made in a component, so that a route's preload and the HTML's first
 * read can fill it before the first render.
 *
 * Defaults, and why:
 * - `staleTime: Infinity`: a record or list read once this session is not read again when a screen
 *   comes back (returning to a list costs no documents); content changes reach it by invalidation
 *   when the content freshness stamp moves, not by time.
 * - `retry: false`: a refusal (access removed) must reach the session at once, and any other failure
 *   shows its message and a way to try again, as every screen did before.
 * - `refetchOnWindowFocus: false`: a phone switching apps would otherwise read every open list again.
 * - Every failure is logged (docs/product.md §8) and a refusal is reported to the session, in one
 *   place for every query and mutation.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** What the failure is logged as: the screen's own words (docs/product.md §8); else the query's key. */
      errorLabel?: string;
      /** The content collection a library query reads (lib/firebase/content-query.ts). */
      contentCollection?: string;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      console.error(query.meta?.errorLabel ?? `Could not load ${JSON.stringify(query.queryKey)}`, error);
      reportAccessRefusal(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      reportAccessRefusal(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 30 * 60 * 1000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

/** Forgets every server answer: on sign-out, on another account's sign-in and on access refusal. */
export function clearServerData(): void {
  queryClient.clear();
}
