/**
 * deleteMyAccount() -> { deleted }: the signed-in person deletes their own account
 * (docs/decisions/0003-accounts.md), after signing in again (a sign-in from the last
 * RECENT_SIGN_IN_SECONDS). Deleted: the profile, the guess-budget counter of the account, its
 * support message count, the e-mails its own requests caused (found by account and request id,
 * never by address: an address can belong to someone else now, or be the practice's inbox), its
 * saved items and reading progress, and the subject, message and follow-ups' text of its support
 * requests (the requests stay as the practice's record, with no sender; staff replies and notes
 * stay); then the Auth account. Kept: the membership code, marked used but without the account
 * (staff see 'Unknown User'). The last administrator cannot delete their account: staff would be
 * locked out.
 *
 * The access cut-off is not deleted but moved to now (roles/revocation.ts): an ID token outlives its
 * account by up to an hour, and rules treat a missing cut-off as none, so a token minted before a
 * removal, or in one of the person's other browsers, would work again. It is written before the
 * account goes, so those sessions end at once, and again after, so a sign-in in between ends too;
 * only that last one carries the time the TTL policy may delete it.
 *
 * The Firestore part is one batch, before the account goes: if anything after it fails (the run is
 * cut short, deleting the account fails), the person signs in again and runs it again, and the run
 * completes: every step deletes what is still there, moves the cut-off no earlier, and finds done
 * what is done. Nothing is left half-deleted in Firestore, and the cut-off written by the batch
 * holds meanwhile. The saved items (up to SAVED_ITEMS_MAX, more than a batch holds beside the rest)
 * go right after it, by a recursive delete, which a second run repeats. A test can cut a run short
 * after the batch on the Functions emulator (shared/testHooks.ts).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { DeleteMyAccountResult } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { codeAttemptsKey, MAIL_CAUSE, type AccessCutoffDoc } from '@common/documents';
import { MESSAGES } from '@common/messages';
import { auth, db } from '../admin';
import { noInput } from '../shared/schemas';
import { refuseLastAdmin } from '../members/changeRole';
import { roleOf } from '../roles/grant';
import { cutoffRef, removalCutoffDoc, requireCurrentSignIn, settleRemovalCutoff } from '../roles/revocation';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';
import { INTERRUPTION_POINTS, interruptionPoint } from '../shared/testHooks';
import { requireRecentSignIn } from './recentSignIn';

export const deleteMyAccount = onCall(CALLABLE_OPTIONS, async (request): Promise<DeleteMyAccountResult> => {
  const uid = requireUid(request);
  parseInput(noInput, request.data);
  await requireCurrentSignIn(db, request);
  requireRecentSignIn(request);
  const user = await auth.getUser(uid);
  if (roleOf(user) === 'admin') await refuseLastAdmin(db, null, uid, MESSAGES.lastAdminCannotLeave);
  const [codes, tickets, cutoff] = await Promise.all([
    db.collection(COLLECTIONS.membershipCodes).where('assigned_to', '==', uid).get(),
    db.collection(COLLECTIONS.supportTickets).where('user_id', '==', uid).get(),
    cutoffRef(db, uid).get(),
  ]);
  const [followUps, mail] = await Promise.all([
    Promise.all(tickets.docs.map((ticket) => ticket.ref.collection(SUBCOLLECTIONS.ticketMessages).where('from', '==', 'member').get())),
    mailCausedBy(uid, tickets.docs.map((ticket) => ticket.id)),
  ]);
  const batch = db.batch();
  batch.delete(db.collection(COLLECTIONS.users).doc(uid));
  batch.delete(db.collection(COLLECTIONS.codeAttempts).doc(codeAttemptsKey.account(uid)));
  batch.set(cutoffRef(db, uid), removalCutoffDoc(cutoff.data() as Partial<AccessCutoffDoc> | undefined, Date.now()));
  batch.delete(db.collection(COLLECTIONS.supportLimits).doc(uid));
  batch.delete(db.collection(COLLECTIONS.readingProgress).doc(uid));
  for (const queued of mail) batch.delete(queued);
  for (const code of codes.docs) batch.update(code.ref, { assigned_to: null, assigned_user: null });
  for (const ticket of tickets.docs) batch.update(ticket.ref, { user_id: '', subject: MESSAGES.deletedRequestText, message: MESSAGES.deletedRequestText });
  for (const message of followUps.flatMap((snap) => snap.docs)) batch.update(message.ref, { author_uid: '', text: MESSAGES.deletedRequestText });
  await batch.commit();
  await interruptionPoint(db, INTERRUPTION_POINTS.accountDeletionAfterFirestore);
  await db.recursiveDelete(db.collection(COLLECTIONS.savedItems).doc(uid));
  await auth.deleteUser(uid);
  await settleRemovalCutoff(db, uid, { deleted: true });
  return { deleted: true };
});

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_MAX = 30;

/**
 * The e-mail documents the account's requests caused: by account id, and by request id for those
 * queued before e-mails named their account.
 */
async function mailCausedBy(uid: string, ticketIds: string[]): Promise<DocumentReference[]> {
  const mail = db.collection(COLLECTIONS.mail);
  const chunks = Array.from({ length: Math.ceil(ticketIds.length / IN_FILTER_MAX) }, (_, i) => ticketIds.slice(i * IN_FILTER_MAX, (i + 1) * IN_FILTER_MAX));
  const snaps = await Promise.all([
    mail.where(MAIL_CAUSE.account, '==', uid).get(),
    ...chunks.map((ids) => mail.where(MAIL_CAUSE.ticket, 'in', ids).get()),
  ]);
  const refs = new Map(snaps.flatMap((snap) => snap.docs.map((doc) => [doc.id, doc.ref] as const)));
  return [...refs.values()];
}
