/** Small statistics for the bench: medians of runs and latency percentiles. */

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100): a value that was actually observed. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Each run of a page × profile table of runs, mapped for the results file (the table's shape kept). */
export function mapRuns<R, T>(table: Record<string, Record<string, R[]>>, each: (run: R) => T): Record<string, Record<string, T[]>> {
  return Object.fromEntries(Object.entries(table).map(([where, profiles]) => [where, Object.fromEntries(Object.entries(profiles).map(([profile, runs]) => [profile, runs.map(each)]))]));
}
