/**
 * Drafts and scheduled publishing. A record's `published_at` (the declared field of
 * type 'publish') says from when members may read it: null is a draft, a time still to come is
 * scheduled, a past time is published. firestore.rules decide members' reads by the same rule
 * against the server's clock; these helpers only name the state for the screens.
 */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** How a state reads wherever it is shown (the staff's chip and filter). */
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The state of a record whose publish time is `publishedAt`, at `now`. */
export function publishState(publishedAt: Date | null, now: Date = new Date()): PublishState {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}
