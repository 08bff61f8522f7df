/**
 * The restore drill's comparison (scripts/backup-drill.mjs): what the emulators held before the
 * export against what fresh emulators hold after importing it. A state is every Firestore document
 * (by path), every Auth account (by uid) and every Storage object (by bucket/path), each as plain
 * JSON; the comparison names each item that is missing, extra or changed, and which fields changed.
 */

export const STORES = ['firestore', 'auth', 'storage'] as const;
export type Store = (typeof STORES)[number];

/** One store's items by key (a document path, a uid, bucket/object), each as plain JSON. */
export type Items = Record<string, unknown>;
export type DrillState = Record<Store, Items>;

export interface Difference {
  store: Store;
  key: string;
  change: 'missing' | 'extra' | 'changed';
  /** For a changed item: the top-level fields that differ. */
  fields?: string[];
  /** For a changed item: each differing field's values before and after, where they are short. */
  detail?: string[];
}

export interface Comparison {
  counts: Record<Store, { before: number; after: number }>;
  differences: Difference[];
}

/** JSON with object keys sorted, so that two equal values print the same whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object' || Array.isArray(before) || Array.isArray(after)) return ['(value)'];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((field) => canonical(a[field]) !== canonical(b[field])).sort();
}

const SHORT = 120;

function detailOf(before: unknown, after: unknown, fields: string[]): string[] {
  const pick = (value: unknown, field: string) => (field === '(value)' ? value : (value as Record<string, unknown>)[field]);
  return fields
    .map((field) => [field, canonical(pick(before, field)) ?? 'undefined', canonical(pick(after, field)) ?? 'undefined'] as const)
    .filter(([, a, b]) => a.length + b.length <= SHORT)
    .map(([field, a, b]) => `${field}: ${a} → ${b}`);
}

export function compareStates(before: DrillState, after: DrillState): Comparison {
  const counts = {} as Comparison['counts'];
  const differences: Difference[] = [];
  for (const store of STORES) {
    const was = before[store] ?? {};
    const now = after[store] ?? {};
    counts[store] = { before: Object.keys(was).length, after: Object.keys(now).length };
    for (const key of Object.keys(was).sort()) {
      if (!(key in now)) differences.push({ store, key, change: 'missing' });
      else if (canonical(was[key]) !== canonical(now[key])) {
        const fields = changedFields(was[key], now[key]);
        differences.push({ store, key, change: 'changed', fields, detail: detailOf(was[key], now[key], fields) });
      }
    }
    for (const key of Object.keys(now).sort()) {
      if (!(key in was)) differences.push({ store, key, change: 'extra' });
    }
  }
  return { counts, differences };
}

/** The comparison as lines for the terminal: one count line per store, then each difference. */
export function describeComparison({ counts, differences }: Comparison, { limit = 40 } = {}): string[] {
  const lines = STORES.map((store) => {
    const { before, after } = counts[store];
    const wrong = differences.filter((d) => d.store === store).length;
    return `  ${store.padEnd(9)} ${String(before).padStart(5)} before, ${String(after).padStart(5)} after the restore, ${wrong} different`;
  });
  for (const d of differences.slice(0, limit)) {
    lines.push(`  ✘ ${d.store} ${d.key}: ${d.change}${d.fields ? ` (${d.fields.join(', ')})` : ''}`);
    for (const line of d.detail ?? []) lines.push(`      ${line}`);
  }
  if (differences.length > limit) lines.push(`  … and ${differences.length - limit} more differences`);
  return lines;
}
