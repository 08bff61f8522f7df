/**
 * What the library search found, as the header's popup and the results page show it: grouped by
 * kind, each record's name, where it opens and a line about it. No search library here.
 */
import { CONTENT_KINDS, type ContentKind } from '@common/content';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format-date';
import type { LibrarySummaries } from '../api/content-sources';

/** One record found: its kind, summary, score and the index terms it matched (for highlighting). */
export type SearchHit = {
  [K in ContentKind]: { kind: K; summary: LibrarySummaries[K]; score: number; terms: ReadonlySet<string> };
}[ContentKind];

/** The name a hit's record goes by (its kind's librarySearch titleField). */
export function hitTitle(hit: SearchHit): string {
  const value = (hit.summary as unknown as Record<string, unknown>)[CONTENT_KINDS[hit.kind].librarySearch.titleField];
  return typeof value === 'string' ? value : '';
}

/** The member page of a hit's record. */
export function hitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'articles':
      return paths.article(hit.summary.slug);
    case 'publications':
      return paths.publication(hit.summary.id);
    case 'resources':
      return paths.resource(hit.summary.slug);
    case 'products':
      return paths.product(hit.summary.slug);
  }
}

/** A short line under the name: what it is and when (category and date, journal and year, price). */
export function hitDetail(hit: SearchHit): string {
  switch (hit.kind) {
    case 'articles':
      return [hit.summary.category, formatShortDate(hit.summary.published_at)].filter(Boolean).join(' · ');
    case 'publications':
      return [hit.summary.journal, hit.summary.year].filter(Boolean).join(' · ');
    case 'resources':
      return [hit.summary.category, formatShortDate(hit.summary.published_at)].filter(Boolean).join(' · ');
    case 'products':
      return [hit.summary.category, hit.summary.price].filter(Boolean).join(' · ');
  }
}

export interface HitGroup {
  kind: ContentKind;
  hits: SearchHit[];
  /** How many the kind has in all (hits may be cut to a few). */
  total: number;
}

/**
 * Hits (best first) grouped by kind: the group with the best match first, each group best first,
 * at most `perKind` hits a group (the popup shows a few of each; the results page all).
 */
export function groupHits(hits: readonly SearchHit[], perKind = Infinity): HitGroup[] {
  const groups = new Map<ContentKind, HitGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.kind);
    if (!group) {
      group = { kind: hit.kind, hits: [], total: 0 };
      groups.set(hit.kind, group);
    }
    group.total += 1;
    if (group.hits.length < perKind) group.hits.push(hit);
  }
  return [...groups.values()];
}
