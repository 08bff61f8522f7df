/**
 * Support threads in the rules tests: a member's request or follow-up is written the way the portal
 * writes it (web/src/features/support/api/support-limit.ts): in one batch with the day's count
 * (support_limits/{uid}), which goes up by one and names what it counts.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';

type Firestore = ReturnType<RulesTestContext['firestore']>;
type Batch = ReturnType<Firestore['batch']>;
type Data = Record<string, unknown>;

/** The count a message adds to what is stored (a new day when nothing is, or `newDay`). */
export function nextDayCount(stored: Data | undefined, name: string, { newDay = false } = {}): Data {
  if (!stored || newDay) return { window_start: serverTimestamp(), count: 1, last: name };
  return { window_start: stored.window_start, count: Number(stored.count) + 1, last: name };
}

/** Writes `write`'s documents with the next count of `uid`'s day, in one batch. */
export async function withDayCount(db: Firestore, uid: string, name: string, write: (batch: Batch) => void, options: { newDay?: boolean } = {}): Promise<void> {
  const ref = db.collection(COLLECTIONS.supportLimits).doc(uid);
  // A guest or non-member cannot read it: they start a day (and are refused anyway).
  const stored = await ref.get().then((snap) => snap.data(), () => undefined);
  const batch = db.batch();
  batch.set(ref, nextDayCount(stored, name, options));
  write(batch);
  await batch.commit();
}

/** A request as the Contact Support form sends it: the ticket and its count. */
export function sendCountedTicket(db: Firestore, uid: string, id: string, ticket: Data): Promise<void> {
  const ref = db.collection(COLLECTIONS.supportTickets).doc(id);
  return withDayCount(db, uid, id, (batch) => batch.set(ref, ticket));
}

/** A member's follow-up as /support/{id} sends it: message, the ticket's update naming it, the count. */
export function followUpWrite(uid: string, text = 'Any news about my appointment?'): Data {
  return { from: 'member', author_uid: uid, text, created_at: serverTimestamp() };
}

export async function sendFollowUp(
  db: Firestore,
  uid: string,
  ticketId: string,
  messageId: string,
  { message = followUpWrite(uid), status, ticket = {} }: { message?: Data; status: string; ticket?: Data },
): Promise<void> {
  const ticketRef = db.collection(COLLECTIONS.supportTickets).doc(ticketId);
  const ref = ticketRef.collection(SUBCOLLECTIONS.ticketMessages).doc(messageId);
  await withDayCount(db, uid, `${ticketId}/${messageId}`, (batch) => {
    batch.set(ref, message);
    batch.update(ticketRef, {
      status: status === 'resolved' ? 'open' : status,
      updated_at: serverTimestamp(),
      member_seen_at: serverTimestamp(),
      last_follow_up: messageId,
      ...ticket,
    });
  });
}

/** The member's ticket's thread and notes, as collection paths for the permission table. */
export const MEMBER_THREAD = `${COLLECTIONS.supportTickets}/member-uid/${SUBCOLLECTIONS.ticketMessages}`;
export const MEMBER_NOTE_ENTRIES = `${COLLECTIONS.ticketNotes}/member-uid/${SUBCOLLECTIONS.ticketNoteEntries}`;
