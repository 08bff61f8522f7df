/**
 * exportMyData() -> MyDataExport: everything the portal keeps about the caller, for
 * the caller only (the uid comes from the verified token, never from the input): the account, the
 * membership, and the support requests they sent with their threads as the member reads them
 * (follow-ups and staff replies; not the staff's internal notes, which are the practice's), the
 * records they saved and where they stopped reading.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { MyDataExport } from '@common/callable-contracts';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { ReadingProgressDoc, SavedItemDoc, SupportTicketDoc, TicketMessageDoc, UserProfileDoc } from '@common/documents';
import { auth, db } from '../admin';
import { noInput } from '../shared/schemas';
import { roleOf } from '../roles/grant';
import { requireCurrentSignIn } from '../roles/revocation';
import { CALLABLE_OPTIONS, parseInput, requireUid } from '../shared/callable';

function iso(value: unknown): string | null {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate().toISOString() : null;
}

function authDate(value: string | undefined): string | null {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export const exportMyData = onCall(CALLABLE_OPTIONS, async (request): Promise<MyDataExport> => {
  const uid = requireUid(request);
  parseInput(noInput, request.data);
  await requireCurrentSignIn(db, request);
  const [user, profileSnap, tickets, saved, progressSnap] = await Promise.all([
    auth.getUser(uid),
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.supportTickets).where('user_id', '==', uid).get(),
    db.collection(COLLECTIONS.savedItems).doc(uid).collection(SUBCOLLECTIONS.savedItems).get(),
    db.collection(COLLECTIONS.readingProgress).doc(uid).get(),
  ]);
  const progress = progressSnap.data() as Partial<ReadingProgressDoc<Timestamp>> | undefined;
  const threads = await Promise.all(
    tickets.docs.map((doc) => doc.ref.collection(SUBCOLLECTIONS.ticketMessages).get()),
  );
  const profile = profileSnap.data() as Partial<UserProfileDoc<Timestamp>> | undefined;
  return {
    about:
      'Your data in the PMC Portal: your account, your membership, the support requests you sent with their replies, the items you saved and where you stopped reading.',
    exported_at: new Date().toISOString(),
    account: {
      uid,
      email: user.email ?? '',
      email_verified: user.emailVerified,
      name: user.displayName ?? profile?.name ?? '',
      created_at: authDate(user.metadata.creationTime),
      last_sign_in_at: authDate(user.metadata.lastSignInTime),
    },
    membership: profile ? { role: roleOf(user), code: profile.membership_code ?? null, member_since: iso(profile.member_since) } : null,
    support_requests: tickets.docs
      .map((doc, i) => {
        const ticket = doc.data() as Partial<SupportTicketDoc<Timestamp>>;
        return {
          id: doc.id,
          subject: ticket.subject ?? '',
          message: ticket.message ?? '',
          status: ticket.status ?? 'open',
          created_at: iso(ticket.created_at),
          updated_at: iso(ticket.updated_at),
          responded_at: iso(ticket.responded_at),
          // Oldest first (sorted here: a thread is a handful of messages).
          messages: threads[i]!.docs
            .map((m) => {
              const message = m.data() as Partial<TicketMessageDoc<Timestamp>>;
              return {
                from: message.from ?? 'member',
                author: message.from === 'staff' ? (message.author_name ?? 'PMC staff') : 'You',
                text: message.text ?? '',
                created_at: iso(message.created_at),
              };
            })
            .sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '')),
        };
      })
      .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '')),
    // Newest first (sorted here, as the requests are: at most SAVED_ITEMS_MAX).
    saved_items: saved.docs
      .map((doc) => {
        const item = doc.data() as Partial<SavedItemDoc<Timestamp>>;
        return { kind: item.kind ?? '', id: item.id ?? '', saved_at: iso(item.saved_at) };
      })
      .sort((a, b) => (b.saved_at ?? '').localeCompare(a.saved_at ?? '')),
    reading_progress: progress
      ? {
          kind: progress.kind ?? '',
          id: progress.id ?? '',
          slug: progress.slug ?? '',
          title: progress.title ?? '',
          position: progress.position ?? 0,
          updated_at: iso(progress.updated_at),
        }
      : null,
  };
});
