import type { ContentKind } from '@common/content';

/**
 * The library's query keys, declared once (docs/architecture.md, "How a screen reads data"): every
 * read of the library feature is cached under one of these. A key names what was asked, from the
 * widest part to the narrowest, so a prefix names a group (every query of one kind, say).
 */
export const libraryKeys = {
  all: ['library'] as const,

  // ---- content: the four kinds' summaries, records and the search index built from them ----
  content: () => [...libraryKeys.all, 'content'] as const,
  /** Everything read of one kind. */
  kind: (kind: ContentKind) => [...libraryKeys.content(), kind] as const,
  /** The newest `count` summaries of a kind by publishing, and where the rest starts (a list's first page, the featured articles). */
  newest: (kind: ContentKind, count: number) => [...libraryKeys.kind(kind), 'newest', count] as const,
  /** Every published summary of a kind, newest first by its list date. */
  list: (kind: ContentKind) => [...libraryKeys.kind(kind), 'list'] as const,
  /** One record by its address (slug or document id). */
  record: (kind: ContentKind, key: string) => [...libraryKeys.kind(kind), 'record', key] as const,
  /** The search index of the lists read at these times (one per data version). */
  searchIndex: (listsReadAt: readonly number[]) => [...libraryKeys.content(), 'search-index', ...listsReadAt] as const,
  /** The content freshness stamp (content_versions/current). */
  contentVersions: () => [...libraryKeys.all, 'content-versions'] as const,

  // ---- saved: the member's saved items (api/saved-items.ts) ----
  /** Everything saved-related of one member. */
  saved: (uid: string) => [...libraryKeys.all, 'saved', uid] as const,
  /** The member's whole saved set, newest saved first (/saved). */
  savedSet: (uid: string) => [...libraryKeys.saved(uid), 'set'] as const,
  /** Every single-record answer of one member (a prefix). */
  savedItems: (uid: string) => [...libraryKeys.saved(uid), 'item'] as const,
  /** Whether one record is saved (each Save toggle's own query). */
  savedItem: (uid: string, kind: ContentKind, id: string) => [...libraryKeys.savedItems(uid), kind, id] as const,
  /** The summaries of the records saved when /saved opened, by their keys in order. */
  savedSummaries: (uid: string, keys: readonly string[]) => [...libraryKeys.saved(uid), 'summaries', keys] as const,

  // ---- kept: the pages the member kept for offline on this device (api/kept-queries.ts) ----
  /** Everything kept of one member on this device (a prefix). */
  kept: (uid: string) => [...libraryKeys.all, 'kept', uid] as const,
  /** The member's kept pages, with their pictures ready to show. */
  keptList: (uid: string) => [...libraryKeys.kept(uid), 'list'] as const,
  /** One kept record by its address, as its detail screen reads it offline. */
  keptRecord: (uid: string, kind: ContentKind, key: string) => [...libraryKeys.kept(uid), 'record', kind, key] as const,

  // ---- progress: where the member stopped reading (api/reading-progress.ts) ----
  progress: (uid: string) => [...libraryKeys.all, 'progress', uid] as const,
};
