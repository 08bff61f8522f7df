/**
 * The library search's index: MiniSearch over the summaries members' lists read, the
 * four kinds in one index. Each kind's indexed fields are its member list's searchFields and their
 * weights its librarySearch declaration (common/content.ts), so a field added to a kind's search is
 * searched here too. Loaded only with the search (load-library-index.ts imports this lazily).
 */
import MiniSearch from 'minisearch';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, type ContentKind } from '@common/content';
import type { LibrarySummaries } from '../api/content-sources';
import type { SearchHit } from './search-hits';
import { expandQuery, indexTerm, searchOptions, words, type SynonymGroups } from './search-text';

export type LibraryLists = { [K in ContentKind]: readonly LibrarySummaries[K][] };

export interface LibraryIndex {
  /** Every record matching `text`, best first; none for a text without words. */
  search(text: string): SearchHit[];
  /** How many records it holds. */
  size: number;
}

interface IndexedDoc {
  /** `${kind}/${id}`: ids are unique within a kind only. */
  key: string;
  kind: ContentKind;
  summary: LibrarySummaries[ContentKind];
}

/** The indexed field names: every kind's searchFields, each field indexed once however many kinds have it. */
const FIELDS = [...new Set(CONTENT_KIND_NAMES.flatMap((kind) => CONTENT_KINDS[kind].searchFields as readonly string[]))];

function fieldText(doc: IndexedDoc, field: string): string {
  if (!(CONTENT_KINDS[doc.kind].searchFields as readonly string[]).includes(field)) return '';
  const value = (doc.summary as unknown as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : '';
}

/**
 * The fields' weights from the kinds' librarySearch declarations (1 where none is declared).
 * MiniSearch weighs a field alike in every document, so a field name shared by kinds must weigh
 * the same in each (a unit test checks the declarations).
 */
export function fieldBoosts(): Record<string, number> {
  const boosts: Record<string, number> = {};
  for (const kind of CONTENT_KIND_NAMES) {
    const declared = CONTENT_KINDS[kind].librarySearch.boost as Readonly<Record<string, number>>;
    for (const field of CONTENT_KINDS[kind].searchFields as readonly string[]) {
      const value = declared[field] ?? 1;
      if (boosts[field] !== undefined && boosts[field] !== value) {
        throw new Error(`librarySearch: ${field} weighs ${boosts[field]} in one kind and ${value} in ${kind}`);
      }
      boosts[field] = value;
    }
  }
  return boosts;
}

/**
 * Builds the index in chunks (MiniSearch's addAllAsync yields between them), so a field being typed
 * in stays responsive on a slow phone while a large library is indexed.
 */
export async function buildLibraryIndex(lists: LibraryLists, synonyms: SynonymGroups): Promise<LibraryIndex> {
  const docs = new Map<string, IndexedDoc>();
  const index = new MiniSearch<IndexedDoc>({
    idField: 'key',
    fields: FIELDS,
    extractField: (doc, field) => (field === 'key' ? doc.key : fieldText(doc, field)),
    tokenize: words,
    processTerm: indexTerm,
    searchOptions: { ...searchOptions, boost: fieldBoosts() },
  });
  for (const kind of CONTENT_KIND_NAMES) {
    for (const summary of lists[kind]) {
      const doc: IndexedDoc = { key: `${kind}/${summary.id}`, kind, summary };
      docs.set(doc.key, doc);
    }
  }
  await index.addAllAsync([...docs.values()], { chunkSize: 250 });

  return {
    size: docs.size,
    search(text) {
      const query = expandQuery(text, synonyms);
      if (!query) return [];
      const hits: SearchHit[] = [];
      for (const result of index.search(query)) {
        const doc = docs.get(result.id as string)!;
        hits.push({ kind: doc.kind, summary: doc.summary, score: result.score, terms: new Set(result.terms) } as SearchHit);
      }
      return hits;
    },
  };
}
