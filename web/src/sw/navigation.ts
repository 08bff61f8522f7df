/*
 * The service worker's answer to a navigation, as Hosting's rewrites give it (firebase.json): a
 * record's address gets its kind's page (RECORD_PAGES, the same declaration the build writes the
 * pages from), every other address the app's index.html. Member files (/files/**, the file
 * endpoint) and Firebase's reserved paths (/__/**) are never answered from the device.
 */
import { RECORD_PAGES } from '@/app/route-shells';

export interface NavigationPage {
  /** The addresses it answers, as a path pattern. */
  pattern: RegExp;
  /** The precached page that answers them. */
  page: string;
}

/** Paths the worker leaves to the network, whatever the tables below say. */
export const NETWORK_ONLY_PATHS: readonly RegExp[] = [/^\/files(?:\/|$)/, /^\/__(?:\/|$)/];

/** A Hosting glob of one segment (`/blog/*`) as a path pattern. */
function patternOf(source: string): RegExp {
  const escaped = source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The record pages first, then index.html for every other path: Hosting's order. */
export const NAVIGATION_PAGES: readonly NavigationPage[] = [
  ...RECORD_PAGES.map(({ source, screen }) => ({ pattern: patternOf(source), page: `/${screen}.html` })),
  { pattern: /^\//, page: '/index.html' },
];

/** The page that answers a navigation to `pathname`, or null when the network must. */
export function navigationPage(pathname: string): string | null {
  if (NETWORK_ONLY_PATHS.some((path) => path.test(pathname))) return null;
  return NAVIGATION_PAGES.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}
