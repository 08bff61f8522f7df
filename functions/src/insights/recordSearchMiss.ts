/**
 * recordSearchMiss({ query }) -> { counted }: the signed-in member's search found nothing; its
 * normalised words are counted once per member within the search window (counting.ts).
 */
import { onCall } from 'firebase-functions/v2/https';
import type { RecordInsightResult } from '@common/insights';
import { recordSearchMissInput } from '@common/schemas/insights';
import { db } from '../admin';
import { parseInput } from '../shared/callable';
import { hookedNow } from '../shared/testHooks';
import { countSearchMiss } from './counting';
import { INSIGHTS_KEY } from './key';
import { RECORDER_OPTIONS, requireMember } from './recorders';

export const recordSearchMiss = onCall(RECORDER_OPTIONS, async (request): Promise<RecordInsightResult> => {
  const uid = await requireMember(request);
  const { query } = parseInput(recordSearchMissInput, request.data);
  return countSearchMiss(db, INSIGHTS_KEY.value(), uid, query, await hookedNow(db));
});
