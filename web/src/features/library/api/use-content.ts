import { useEffect, useState } from 'react';
import { CONTENT_KINDS, CONTENT_TEXTS, LIST_PAGE_SIZE, type ContentKind } from '@common/content';
import type { ContentListState } from '@/components/content-list/content-list';
import { useLoad } from '@/lib/use-load';
import { CONTENT_SOURCES, type LibraryRecords, type LibrarySummaries } from './content-sources';

/**
 * The summaries of all published records of a kind, newest first. A first visit reads the newest
 * page first (one small query) and shows it while the rest arrives (issue 12 §4: the list paints
 * before thousands of records have come); the whole list then continues after that page.
 */
export function useContentList<K extends ContentKind>(kind: K): ContentListState<LibrarySummaries[K]> {
  const source = CONTENT_SOURCES[kind];
  const [held, setHeld] = useState(() => ({ kind, page: source.cachedNewest(LIST_PAGE_SIZE) }));
  // Before the list's own read starts, so that it continues after this page instead of reading it again.
  useEffect(() => {
    let live = true;
    CONTENT_SOURCES[kind].newest(LIST_PAGE_SIZE).then(
      (page) => {
        if (live) setHeld({ kind, page });
      },
      () => {}, // the whole list's read says what failed
    );
    return () => {
      live = false;
    };
  }, [kind]);
  const newest = held.kind === kind ? held.page : undefined;
  const list = useLoad(kind, () => source.list(), {
    initial: source.cached,
    errorLabel: `Failed to load ${CONTENT_TEXTS[kind].noun}`,
  });
  if (list.status !== 'loading' || !newest) return list;
  // Fewer than a page: that is the whole list.
  return newest.length < LIST_PAGE_SIZE ? { status: 'loaded', data: newest } : { status: 'newest', data: newest };
}

/** One record by its address (slug or document id, CONTENT_KINDS[kind].addressedBy), or null. */
export function useContentRecord<K extends ContentKind>(kind: K, key: string) {
  const source = CONTENT_SOURCES[kind];
  const field = CONTENT_KINDS[kind].addressedBy as keyof LibraryRecords[K] & string;
  return useLoad<LibraryRecords[K] | null>(
    `${kind}:${key}`,
    () => (field === 'id' ? source.get(key) : source.findBy(field, key)),
    {
      initial: () => source.cachedRecord(field, key),
      errorLabel: CONTENT_TEXTS[kind].recordError,
    },
  );
}
