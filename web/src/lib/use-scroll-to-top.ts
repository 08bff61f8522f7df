import { useEffect } from 'react';

/** Detail pages start at the top (docs/product.md §2: publication detail scrolls to top on load). */
export function useScrollToTop(key: string | undefined): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
