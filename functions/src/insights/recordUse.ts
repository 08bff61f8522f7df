/**
 * recordUse({ kind, id, action }) -> { counted }: the signed-in member opened, saved or listened to a
 * published record; counted once per member, record, action and day (counting.ts).
 */
import { onCall } from 'firebase-functions/v2/https';
import type { RecordInsightResult } from '@common/insights';
import { recordUseInput } from '@common/schemas/insights';
import { db } from '../admin';
import { parseInput } from '../shared/callable';
import { hookedNow } from '../shared/testHooks';
import { countUse } from './counting';
import { INSIGHTS_KEY } from './key';
import { RECORDER_OPTIONS, requireMember } from './recorders';

export const recordUse = onCall(RECORDER_OPTIONS, async (request): Promise<RecordInsightResult> => {
  const uid = await requireMember(request);
  const use = parseInput(recordUseInput, request.data);
  return countUse(db, INSIGHTS_KEY.value(), uid, use, await hookedNow(db));
});
