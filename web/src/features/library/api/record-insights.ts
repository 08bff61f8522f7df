/**
 * The insights recorders: what a member opened, saved or listened to, and a search that found
 * nothing (docs/decisions/0036-first-party-insights.md). Member screens load this module only when
 * they count something (components/record-use.ts, lib/search-misses.ts). Each call waits until the
 * page has painted and the browser is idle, then loads the calls' module (its own chunk, with the
 * Functions SDK) and sends one request. Reading never waits on it: a failure is dropped
 * with a debug line, nothing is retried, and after FAILURES_BEFORE_QUIET failures in a row the
 * page stops sending for the rest of its life (the backend is down or refuses this account).
 */
import type { InsightAction, InsightKind } from '@common/insights';
import { afterNextPaint } from '@/lib/after-paint';

const FAILURES_BEFORE_QUIET = 3;
/** The longest an idle wait lasts on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5_000;

let failures = 0;

/** What a recorder returns when the page has stopped sending: nothing to cancel. */
export const NOT_SENT = (): void => {};

const loadCalls = () => import('./insight-calls');

/** Runs `task` once the page has painted and the browser is idle; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

function send(what: string, call: (calls: Awaited<ReturnType<typeof loadCalls>>) => Promise<unknown>): () => void {
  if (failures >= FAILURES_BEFORE_QUIET) return NOT_SENT;
  return whenIdle(() => {
    loadCalls()
      .then(call)
      .then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          failures += 1;
          console.debug(`Insights: ${what} not counted`, error);
        },
      );
  });
}

/** Counts that the signed-in member did `action` with a record; returns a cancel function (until the request leaves). */
export function recordUse(kind: InsightKind, id: string, action: InsightAction): () => void {
  return send(`${action} ${kind}/${id}`, (calls) => calls.callRecordUse({ kind, id, action }));
}

/** Counts a search that found nothing (the function normalises the words again). */
export function recordSearchMiss(query: string): () => void {
  return send('a search without results', (calls) => calls.callRecordSearchMiss({ query }));
}

/** A search box's report of a search that found nothing (lib/search-misses.ts). */
export function countSearchMiss(query: string): void {
  recordSearchMiss(query);
}

/** Tests: the page's failures forgotten. */
export function resetInsightFailures(): void {
  failures = 0;
}
