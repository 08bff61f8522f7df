import { useEffect } from 'react';

export const APP_TITLE = 'PMC Portal';

/**
 * Each screen names itself in the browser tab and for screen readers. `null` leaves the title to a
 * child screen (child effects run first, so the parent must not overwrite it).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${APP_TITLE}`;
  }, [title]);
}
