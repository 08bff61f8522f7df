/**
 * The library feature's query keys, declared once (docs/architecture.md, "How a screen reads
 * data"). Each key starts with the feature, then the section, then what narrows it, so that a
 * section can be invalidated or read as a whole by its prefix.
 */
import type { ContentKind } from '@common/content';

export const libraryKeys = {
  all: ['library'] as const,

  // --- saved: the member's saved items (api/saved-items.ts) ---
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

  // --- progress: where the member stopped reading (api/reading-progress.ts) ---
  progress: (uid: string) => [...libraryKeys.all, 'progress', uid] as const,
};
