import { startTransition, useEffect, useMemo, useState } from 'react';
import { CONTENT_KINDS, CONTENT_TEXTS, fieldsOf, LIST_PAGE_SIZE, listedByPublishing, type ContentKind } from '@common/content';
import { webUrlOrEmpty } from '@common/urls';
import type { ContentListState } from '@/components/content-list/content-list';
import { afterNextPaint } from '@/lib/after-paint';
import { useLoad } from '@/lib/use-load';
import { CONTENT_SOURCES, type LibraryRecords, type LibrarySummaries } from './content-sources';

/**
 * The summaries of all published records of a kind, newest first. A first visit reads the newest
 * page first (one small query, or the answer to the page's own first read: lib/firebase/first-read)
 * and shows it while the rest arrives (the list paints before thousands of records have
 * come); the whole list then continues after that page, asked for once that page has been painted
 * (or could not be read), so that its download and decoding never hold up the first cards.
 */
export function useContentList<K extends ContentKind>(kind: K): ContentListState<LibrarySummaries[K]> {
  const source = CONTENT_SOURCES[kind];
  // The reads start while the screen renders, not after it has committed (a transition renders in
  // slices, and the first query would wait for all of them). Each is shared while it runs, so the
  // effects below, and a render React starts again, get the same ones; they report their own failures.
  useMemo(() => preloadContentList(kind), [kind]);
  const [held, setHeld] = useState(() => ({ kind, page: source.cachedNewest(LIST_PAGE_SIZE) }));
  /** Opens when the newest page has been painted or has failed: the rest of the list is asked for then. */
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one gate per kind shown
  const rest = useMemo(() => gate(), [kind]);
  // Before the list's own read starts, so that it continues after this page instead of reading it again.
  useEffect(() => {
    let live = true;
    CONTENT_SOURCES[kind].newest(LIST_PAGE_SIZE).then(
      (page) => {
        // In slices, like every loaded list (lib/use-load): the cards do not block the page in one task.
        if (live) startTransition(() => setHeld({ kind, page }));
      },
      () => rest.open(), // the whole list's read says what failed
    );
    return () => {
      live = false;
    };
  }, [kind, rest]);
  const newest = held.kind === kind ? held.page : undefined;
  useEffect(() => (newest ? afterNextPaint(rest.open) : undefined), [newest, rest]);
  const list = useLoad(kind, () => rest.opened.then(() => source.list()), {
    initial: source.cached,
    errorLabel: `Failed to load ${CONTENT_TEXTS[kind].noun}`,
  });
  if (list.status !== 'loading' || !newest) return list;
  // Fewer than a page: that is the whole list.
  return newest.length < LIST_PAGE_SIZE ? { status: 'loaded', data: newest } : { status: 'newest', data: newest };
}

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Starts a list screen's first read: from the screen's render, or from the route's code before the
 * screen renders (app/element-routes, `preload`). That is its newest page, or, for a kind listed by
 * another date than its publishing, the whole list (its newest are known only then). Each read is
 * shared while it runs and reports its failure where the screen shows it.
 */
export function preloadContentList(kind: ContentKind): void {
  const source = CONTENT_SOURCES[kind];
  if (listedByPublishing(kind)) void source.newest(LIST_PAGE_SIZE).catch(() => {});
  else void source.list().catch(() => {});
}

const addressField = <K extends ContentKind>(kind: K) => CONTENT_KINDS[kind].addressedBy as keyof LibraryRecords[K] & string;

/** One record by its address (shared while it runs), its picture asked for as soon as it arrives. */
function readContentRecord<K extends ContentKind>(kind: K, key: string): Promise<LibraryRecords[K] | null> {
  const source = CONTENT_SOURCES[kind];
  const field = addressField(kind);
  return (field === 'id' ? source.get(key) : source.findBy(field, key)).then((record) => preloadPictures(kind, record));
}

/** Starts a detail screen's read before the screen renders (see preloadContentList). */
export function preloadContentRecord(kind: ContentKind, key: string): void {
  if (key) void readContentRecord(kind, key).catch(() => {});
}

/** One record by its address (slug or document id, CONTENT_KINDS[kind].addressedBy), or null. */
export function useContentRecord<K extends ContentKind>(kind: K, key: string) {
  return useLoad<LibraryRecords[K] | null>(`${kind}:${key}`, () => readContentRecord(kind, key), {
    initial: () => CONTENT_SOURCES[kind].cachedRecord(addressField(kind), key),
    errorLabel: CONTENT_TEXTS[kind].recordError,
  });
}

/**
 * A detail page's picture is its largest paint: asked for as soon as its record has arrived, not
 * after the page has rendered (a transition, in slices). The <img> then finds it in the cache.
 */
function preloadPictures<T>(kind: ContentKind, record: T): T {
  if (record) {
    for (const [name, decl] of fieldsOf(kind)) {
      const src = decl.type === 'image' ? webUrlOrEmpty((record as Record<string, unknown>)[name]) : '';
      if (!src) continue;
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.src = src;
    }
  }
  return record;
}
