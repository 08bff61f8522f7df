/** The insight recorders' inputs (common/insights.ts): recordUse and recordSearchMiss. */
import { enum as zEnum, maxLength, object, regex, string, type infer as Infer } from 'zod/mini';
import { INSIGHT_ACTIONS, INSIGHT_KINDS } from '../insights';
import { MESSAGES } from '../messages';

/**
 * A record id as the portal makes them (Firestore's automatic ids, the seed's slugs): letters,
 * digits, '-' and single '_' (the counts' document ids join parts with '__').
 */
const RECORD_ID = /^(?!.*__)[A-Za-z0-9_-]{1,128}$/;

const useError = { error: MESSAGES.recordUseInput };
export const recordUseInput = object(
  { kind: zEnum(INSIGHT_KINDS, useError), id: string(useError).check(regex(RECORD_ID, useError)), action: zEnum(INSIGHT_ACTIONS, useError) },
  useError,
);
export type RecordUseInput = Infer<typeof recordUseInput>;

/** The most characters of a search read at all; the function normalises and cuts them to INSIGHTS.searchMaxLength. */
export const SEARCH_INPUT_MAX = 1000;

const missError = { error: MESSAGES.recordSearchMissInput };
export const recordSearchMissInput = object({ query: string(missError).check(maxLength(SEARCH_INPUT_MAX, missError)) }, missError);
export type RecordSearchMissInput = Infer<typeof recordSearchMissInput>;
