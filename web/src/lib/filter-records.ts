/**
 * Client-side filtering of the member lists and admin tables (docs/product.md §5): a case-insensitive substring search over
 * the kind's searchFields (a list field such as authors matches when any entry does), AND an exact
 * match of the selected filter value (category or year). `ALL` selects everything.
 */
export const ALL = '';

export interface ContentQuery {
  search: string;
  filter: string;
}

export interface FilterSpec<T> {
  /** Fields searched, from CONTENT_KINDS[kind].searchFields. */
  searchFields: readonly string[];
  /** The field the filter buttons compare with (exact match). */
  filterField: keyof T & string;
}

/**
 * Between two searched texts of one item in its haystack: no typed search holds it, so a search
 * never matches across two fields ("lopez pain" is not "Dr. Lopez" + "Pain Conditions").
 */
const FIELD_BREAK = '\u0000';

/**
 * One lower-cased text per item, its searched fields joined by FIELD_BREAK; compute once per list
 * (useMemo), not per keystroke: a keystroke is then one substring test per item.
 */
export function searchIndex<T>(items: readonly T[], spec: FilterSpec<T>): string[] {
  return items.map((item) => {
    const texts: string[] = [];
    for (const field of spec.searchFields) {
      const value = (item as Record<string, unknown>)[field];
      if (typeof value === 'string') texts.push(plain(value));
      else if (Array.isArray(value)) for (const entry of value) if (typeof entry === 'string') texts.push(plain(entry));
    }
    return texts.join(FIELD_BREAK);
  });
}

/** Lower-cased text without markup (product descriptions are HTML: '<p>' must not match 'p'). */
function plain(value: string): string {
  return (value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value).toLowerCase();
}

export function filterContent<T>(items: readonly T[], query: ContentQuery, spec: FilterSpec<T>, index = searchIndex(items, spec)): T[] {
  const needle = query.search.trim().toLowerCase();
  const filter = query.filter;
  if (!needle && filter === ALL) return items.slice();
  // A search holding FIELD_BREAK (pasted, never typed) would match across fields: it matches nothing.
  if (needle.includes(FIELD_BREAK)) return [];
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (filter !== ALL && String((item as Record<string, unknown>)[spec.filterField]) !== filter) continue;
    if (needle && !index[i]!.includes(needle)) continue;
    out.push(item);
  }
  return out;
}

/** Distinct values of a field, newest (largest) first: the publications' year buttons. */
export function distinctDescending<T>(items: readonly T[], field: keyof T & string): string[] {
  const values = new Set<string>();
  for (const item of items) {
    const value = String((item as Record<string, unknown>)[field] ?? '');
    if (value) values.add(value);
  }
  return [...values].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}
