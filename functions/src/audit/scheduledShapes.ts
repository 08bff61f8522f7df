/**
 * The query of contentTrail.ts's scheduledTimes, per content kind: a range and a sort on the publish
 * time, no composite index (web/src/app/firestore-indexes.test.ts checks it). A module of its own, so
 * the check reads it without the Admin SDK.
 */
import { CONTENT_KINDS, PUBLISH_FIELD } from '@common/content';
import type { QueryShape } from '@common/query-shapes';

export const SCHEDULED_SHAPES: QueryShape[] = Object.values(CONTENT_KINDS).map(({ collection }) => ({
  collection,
  range: PUBLISH_FIELD,
  orderBy: [[PUBLISH_FIELD, 'asc']],
}));
