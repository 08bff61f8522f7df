/**
 * Canary of a library internal (web/src/app/browser-router.tsx): React Router's
 * `UNSAFE_createBrowserHistory`. What the router does with it (a pending navigation said, Back
 * restoring the place) is element-routes.test.tsx's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as ReactRouter from 'react-router-dom';

const changed = (what: string) =>
  `A React Router update changed ${what}, which web/src/app/browser-router.tsx relies on: update that module ` +
  '(or use the public BrowserRouter and say a pending navigation another way) and its entry in docs/architecture.md, "Library internals".';

describe("React Router's browser history (canary of app/browser-router.tsx)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is still exported', () => {
    expect(typeof (ReactRouter as Record<string, unknown>).UNSAFE_createBrowserHistory, changed('the UNSAFE_createBrowserHistory export')).toBe('function');
  });

  it('tells its listener of each navigation, with the action and the new location, and navigates the browser', () => {
    const history = ReactRouter.UNSAFE_createBrowserHistory({ v5Compat: true });
    const heard: { action: string; pathname: string; key: string }[] = [];
    const stop = history.listen(({ action, location }) => heard.push({ action, pathname: location.pathname, key: location.key }));
    try {
      history.push('/blog?q=back');
      history.replace('/blog');
      expect(heard.map(({ action, pathname }) => [action, pathname]), changed('what the history tells its listener')).toEqual([
        ['PUSH', '/blog'],
        ['REPLACE', '/blog'],
      ]);
      expect(window.location.pathname, changed('how the history navigates the browser')).toBe('/blog');
      expect(history.location.pathname).toBe('/blog');
      // Each entry has a key of its own (scroll-restoration.tsx keeps a place per key).
      expect(heard[0]!.key, changed('the keys of its locations')).toMatch(/\w/);
      expect(heard[1]!.key).not.toBe(heard[0]!.key);
      expect(history.createHref('/saved'), changed('createHref')).toBe('/saved');
    } finally {
      stop();
    }
  });
});
