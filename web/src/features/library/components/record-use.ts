import { createContext, useContext, useCallback, useEffect, useMemo, useRef } from 'react';
import type { InsightKind } from '@common/insights';
import { isInsightKind, recordUse } from '../api/record-insights';

/**
 * Whether what is done on these pages is counted for Insights: yes on member screens; staff's
 * preview of a record turns it off, so a draft looked over before publishing is not a read.
 */
export const CountUses = createContext(true);

/** The counted record of a detail page (null: a kind that is not counted, or counting off), for its tools (Listen). */
export const CountedRecord = createContext<{ kind: InsightKind; id: string } | null>(null);

/** The counted record this page shows, or null. */
export function useCountedRecord(kind: string, id: string): { kind: InsightKind; id: string } | null {
  const counting = useContext(CountUses);
  return useMemo(() => (counting && isInsightKind(kind) ? { kind, id } : null), [counting, kind, id]);
}

/** Counts the member's opening of the page's record once it is shown. */
export function useRecordOpened(record: { kind: InsightKind; id: string } | null): void {
  const kind = record?.kind;
  const id = record?.id;
  useEffect(() => (kind && id ? recordUse(kind, id, 'opened') : undefined), [kind, id]);
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
    recordUse(record.kind, record.id, 'listened');
  }, [record]);
}
