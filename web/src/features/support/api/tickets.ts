/**
 * Support tickets of the signed-in member (DECISIONS.md §5): created through the rule-validated
 * write of firestore.rules (exactly these keys, the sender's own uid and no name or e-mail, status
 * open, server timestamps) and listed by user_id, newest first. The member's list is cached for the session and dropped on sign-out.
 */
import { addDoc, collection, getDocs, orderBy, query, serverTimestamp, Timestamp, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import type { TicketStatus } from '@common/content';
import type { SupportTicketDoc } from '@common/documents';
import { getDb } from '@/lib/firebase/firestore';
import { onMemberCacheClear } from '@/lib/member-cache';
import { normalizeTicket, type TicketInput } from '../validation';

export interface MemberTicket {
  id: string;
  subject: string;
  status: TicketStatus;
  /** Null only in the instant before the server stamped it. */
  createdAt: Date | null;
}

export async function createSupportTicket(uid: string, input: TicketInput): Promise<string> {
  const ticket: SupportTicketDoc<ReturnType<typeof serverTimestamp>> = {
    user_id: uid,
    ...normalizeTicket(input),
    status: 'open',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    responded_at: null,
  };
  const ref = await addDoc(collection(getDb(), COLLECTIONS.supportTickets), ticket);
  cache.delete(uid);
  return ref.id;
}

const cache = new Map<string, MemberTicket[]>();
onMemberCacheClear(() => cache.clear());

/** The list cached for this session, if it was loaded already. */
export function cachedMemberTickets(uid: string): MemberTicket[] | undefined {
  return cache.get(uid);
}

export async function listMemberTickets(uid: string, { fresh = false }: { fresh?: boolean } = {}): Promise<MemberTicket[]> {
  const cached = cache.get(uid);
  if (cached && !fresh) return cached;
  const snap = await getDocs(
    query(collection(getDb(), COLLECTIONS.supportTickets), where('user_id', '==', uid), orderBy('created_at', 'desc')),
  );
  const tickets = snap.docs.map((doc) => {
    const data = doc.data() as Partial<SupportTicketDoc>;
    return {
      id: doc.id,
      subject: typeof data.subject === 'string' ? data.subject : '',
      status: (data.status ?? 'open') as TicketStatus,
      createdAt: data.created_at instanceof Timestamp ? data.created_at.toDate() : null,
    };
  });
  cache.set(uid, tickets);
  return tickets;
}
