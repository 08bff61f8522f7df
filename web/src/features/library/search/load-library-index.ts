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

type Lists = unknown[];
let built: { lists: Lists; index: LibraryIndex } | null = null;
/** A build under way: a second search box opened meanwhile waits for it rather than building again. */
let building: { lists: Lists; index: Promise<LibraryIndex> } | null = null;
onMemberCacheClear(() => {
  built = null;
  building = null;
});

/** The performance entry that times each build (the bench reads it). */
export const BUILD_MEASURE = 'pmc:library-search-index';

const same = (a: Lists, b: Lists) => a.every((list, i) => list === b[i]);

async function build(lists: Lists): Promise<LibraryIndex> {
  const started = performance.now();
  const byKind = Object.fromEntries(CONTENT_KIND_NAMES.map((kind, i) => [kind, lists[i]])) as unknown as LibraryLists;
  const index = await buildLibraryIndex(byKind, PRACTICE.searchSynonyms);
  performance.measure(BUILD_MEASURE, { start: started, detail: { records: index.size } });
  return index;
}

export async function loadLibraryIndex(): Promise<LibraryIndex> {
  const lists: Lists = await Promise.all(CONTENT_KIND_NAMES.map((kind) => CONTENT_SOURCES[kind].list()));
  if (built && same(built.lists, lists)) return built.index;
  if (building && same(building.lists, lists)) return building.index;
  const pending = { lists, index: build(lists) };
  building = pending;
  try {
    const index = await pending.index;
    // A sign-out while building must not keep the index.
    if (building === pending) built = { lists, index };
    return index;
  } finally {
    if (building === pending) building = null;
  }
}
