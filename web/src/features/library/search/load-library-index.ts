/**
 * The library search's index, loaded when a member first uses the search (use-library-search.ts
 * imports this module lazily, so MiniSearch and the index are in no screen's first download). It
 * reads the four kinds' lists through the library's cached sources, so a list already loaded is not
 * read twice, and builds the index again only when one of them changed (staff's change, a scheduled
 * record now published: the sources drop and re-read it). Member data: dropped at sign-out.
 */
import { CONTENT_KIND_NAMES } from '@common/content';
import { PRACTICE } from '@/config/practice';
import { onMemberCacheClear } from '@/lib/member-cache';
import { CONTENT_SOURCES } from '../api/content-sources';
import { buildLibraryIndex, type LibraryIndex, type LibraryLists } from './library-index';

let built: { lists: unknown[]; index: LibraryIndex } | null = null;
onMemberCacheClear(() => {
  built = null;
});

/** The performance entry that times each build (the bench reads it). */
export const BUILD_MEASURE = 'pmc:library-search-index';

export async function loadLibraryIndex(): Promise<LibraryIndex> {
  const lists = await Promise.all(CONTENT_KIND_NAMES.map((kind) => CONTENT_SOURCES[kind].list()));
  if (built && built.lists.every((list, i) => list === lists[i])) return built.index;
  const started = performance.now();
  const byKind = Object.fromEntries(CONTENT_KIND_NAMES.map((kind, i) => [kind, lists[i]])) as unknown as LibraryLists;
  const index = buildLibraryIndex(byKind, PRACTICE.searchSynonyms);
  performance.measure(BUILD_MEASURE, { start: started, detail: { records: index.size } });
  built = { lists, index };
  return index;
}
