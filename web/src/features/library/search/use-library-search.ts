import { useCallback, useMemo, useState } from 'react';
import { reportAccessRefusal } from '@/lib/access-refusal';
import type { LibraryIndex } from './library-index';
import type { SearchHit } from './search-hits';

export type IndexState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; index: LibraryIndex };

/** The index module, imported at the first use of a search box (its own chunk, with MiniSearch). */
const loadIndex = () => import('./load-library-index').then((m) => m.loadLibraryIndex());

/**
 * The library's index for a search box: `load` (on focus) imports and builds it the first time, and
 * after that checks the lists are current (a list read again means a new index).
 */
export function useLibraryIndex(): { state: IndexState; load: () => void } {
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const load = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadIndex().then(
      (index) => setState((current) => (current.status === 'ready' && current.index === index ? current : { status: 'ready', index })),
      (error: unknown) => {
        console.error('Failed to load the library search', error);
        reportAccessRefusal(error);
        setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      },
    );
  }, []);
  return { state, load };
}

/** The hits for `text`, best first: searched again only when the text or the index changes. */
export function useSearchHits(state: IndexState, text: string): SearchHit[] {
  const index = state.status === 'ready' ? state.index : null;
  return useMemo(() => (index ? index.search(text) : []), [index, text]);
}
