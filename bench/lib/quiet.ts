/**
 * Waits until the host's CPUs have been mostly idle for a moment (Linux: /proc/stat), so that a
 * group is not measured while earlier load still runs: after the redeem group, the functions
 * emulator's workers keep a small host busy and slow the page figures measured right after it;
 * after the seed, its triggers run.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface QuietWait {
  /** ms waited. */
  waitedMs: number;
  /** The idle share of the last window (0-1), or null where /proc/stat is missing (not Linux). */
  idleShare: number | null;
  /** Whether the host was quiet before `maxMs`. */
  quiet: boolean;
}

function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle time.
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.slice(0, 8).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0) };
  } catch {
    return null;
  }
}

/** Resolves once a `windowMs` window had at least `idleShare` of its CPU time idle, or after `maxMs`. */
export async function waitForQuietHost({ idleShare = 0.85, windowMs = 2000, maxMs = 60_000 } = {}): Promise<QuietWait> {
  const start = Date.now();
  let before = cpuTimes();
  if (!before) return { waitedMs: 0, idleShare: null, quiet: true };
  for (;;) {
    await sleep(windowMs);
    const after = cpuTimes()!;
    const share = after.total > before.total ? (after.idle - before.idle) / (after.total - before.total) : 1;
    const waitedMs = Date.now() - start;
    if (share >= idleShare || waitedMs >= maxMs) return { waitedMs, idleShare: Math.round(share * 100) / 100, quiet: share >= idleShare };
    before = after;
  }
}
