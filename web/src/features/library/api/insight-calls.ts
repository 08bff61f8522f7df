/**
 * The insights recorders' calls (docs/decisions/0036-first-party-insights.md), in a module of their
 * own that record-insights.ts imports once a page is shown: the Functions SDK is not part of a
 * member screen's download before its data. Through the Functions instance that does not set up
 * App Check (the recorders do not require it, and App Check's provider would load Google's
 * reCAPTCHA script on every reading page).
 */
import { httpsCallable } from 'firebase/functions';
import { CALLABLES } from '@common/callable-contracts';
import type { RecordInsightResult, RecordSearchMissRequest, RecordUseRequest } from '@common/insights';
import { getFunctionsInstance } from '@/lib/firebase/functions-instance';

export async function callRecordUse(request: RecordUseRequest): Promise<RecordInsightResult> {
  return (await httpsCallable<RecordUseRequest, RecordInsightResult>(getFunctionsInstance(), CALLABLES.recordUse)(request)).data;
}

export async function callRecordSearchMiss(request: RecordSearchMissRequest): Promise<RecordInsightResult> {
  return (await httpsCallable<RecordSearchMissRequest, RecordInsightResult>(getFunctionsInstance(), CALLABLES.recordSearchMiss)(request)).data;
}
