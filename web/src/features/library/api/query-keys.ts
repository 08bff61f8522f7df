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
};
