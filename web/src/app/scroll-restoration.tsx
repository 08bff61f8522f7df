import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, kept for the tab's life (a reload restores it too). */
const STORE = 'pmc-scroll-positions';
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/**
 * What React Router's ScrollRestoration does for the data router: Back and Forward return to where
 * the page was, a new page starts at the top (or at its #fragment).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  // The entry on screen: a scroll is recorded for it (set before a new entry scrolls, so the
  // old entry's position is not overwritten by the new page's).
  const shown = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify(positions));
      } catch {
        // storage refused: Back still works within this page load
      }
    };
    const remember = () => {
      positions[shown.current] = window.scrollY;
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const saved = positions[key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, action]);

  return null;
}
