import { createContext, useContext, useCallback, useEffect, useMemo, useRef } from 'react';
import { isInsightKind, type InsightAction, type InsightKind } from '@common/insights';

/**
 * Whether what is done on these pages is counted for Insights: yes on member screens; staff's
 * preview of a record turns it off, so a draft looked over before publishing is not a read.
 */
export const CountUses = createContext(true);

/** The counted record of a detail page (null: a kind that is not counted, or counting off), for its tools (Listen). */
export const CountedRecord = createContext<{ kind: InsightKind; id: string } | null>(null);

/**
 * The recorders (api/record-insights.ts) load when a page first counts something, once its record
 * is shown: a member screen's download before its data does not carry them.
 */
const loadRecorders = () => import('../api/record-insights');

/** Counts that the member did `action` with a record; returns a cancel function (until the request leaves). */
export function countUse(kind: InsightKind, id: string, action: InsightAction): () => void {
  let cancelled = false;
  let cancel = () => {};
  loadRecorders().then(
    (recorders) => {
      if (!cancelled) cancel = recorders.recordUse(kind, id, action);
    },
    (error: unknown) => console.debug(`Insights: ${action} ${kind}/${id} not counted`, error),
  );
  return () => {
    cancelled = true;
    cancel();
  };
}

/** The counted record this page shows, or null. */
export function useCountedRecord(kind: string, id: string): { kind: InsightKind; id: string } | null {
  const counting = useContext(CountUses);
  return useMemo(() => (counting && isInsightKind(kind) ? { kind, id } : null), [counting, kind, id]);
}

/** Counts the member's opening of the page's record once it is shown. */
export function useRecordOpened(record: { kind: InsightKind; id: string } | null): void {
  const kind = record?.kind;
  const id = record?.id;
  useEffect(() => (kind && id ? countUse(kind, id, 'opened') : undefined), [kind, id]);
}

/** Listen's use: counted at the first start on the page (a pause and resume is the same listening). */
export function useCountListening(): () => void {
  const record = useContext(CountedRecord);
  const counted = useRef<string | null>(null);
  return useCallback(() => {
    if (!record) return;
    const key = `${record.kind}/${record.id}`;
    if (counted.current === key) return;
    counted.current = key;
    countUse(record.kind, record.id, 'listened');
  }, [record]);
}
