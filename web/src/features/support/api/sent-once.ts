/**
 * Requests and follow-ups are sent at most once. Each send has an id the app chooses once
 * (lib/action-keys.ts): sending again after a failure (the person presses Send again with the same
 * text) writes to the same id, and if the first write went through the rules refuse the repeat,
 * since no client may overwrite a request or a message. That refusal, with the document there
 * under our id, means the first one arrived: the send succeeded.
 */
import { collection, doc, getDoc, type DocumentReference } from 'firebase/firestore/lite';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { actionKeys } from '@/lib/action-keys';
import { getDb, isPermissionDenied } from '@/lib/firebase/firestore';

/** The id of each send, per kind: a new request, a follow-up. */
export const requestIds = actionKeys(() => doc(collection(getDb(), COLLECTIONS.supportTickets)).id);
export const followUpIds = actionKeys(() => doc(collection(getDb(), COLLECTIONS.supportTickets, 'id', SUBCOLLECTIONS.ticketMessages)).id);

/** Runs `write` (to `ref`); a refusal while `ref` exists is the first send having arrived. */
export async function sentOnce(ref: DocumentReference, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const arrived = await getDoc(ref).then((snap) => snap.exists(), () => false);
    if (!arrived) throw error;
  }
}
