/** Test data written and read with the Admin SDK, in the shapes of common/documents.ts. */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import type { CodeAttemptsDoc, MembershipCodeDoc, UserProfileDoc } from '@common/documents';
import { adminDb } from './emulators';

/**
 * Puts an unused code in place (override any field, e.g. invitee_email or expires_at). With
 * onlyIfAbsent it rejects when the code exists already.
 */
export async function putMembershipCode(
  code: string,
  fields: Partial<MembershipCodeDoc<Timestamp>> = {},
  options: { onlyIfAbsent?: boolean } = {},
): Promise<void> {
  const doc: MembershipCodeDoc<Timestamp> = {
    code,
    is_used: false,
    assigned_to: null,
    assigned_user: null,
    used_at: null,
    created_at: Timestamp.now(),
    ...fields,
  };
  const ref = adminDb().collection(COLLECTIONS.membershipCodes).doc(code);
  await (options.onlyIfAbsent ? ref.create(doc) : ref.set(doc));
}

export async function getMembershipCode(code: string): Promise<MembershipCodeDoc<Timestamp> | undefined> {
  return (await adminDb().collection(COLLECTIONS.membershipCodes).doc(code).get()).data() as MembershipCodeDoc<Timestamp> | undefined;
}

export async function getProfile(uid: string): Promise<UserProfileDoc<Timestamp> | undefined> {
  return (await adminDb().collection(COLLECTIONS.users).doc(uid).get()).data() as UserProfileDoc<Timestamp> | undefined;
}

/** All guess-budget counters, by document id. */
export async function getCodeAttempts(): Promise<Record<string, CodeAttemptsDoc<Timestamp>>> {
  const snap = await adminDb().collection(COLLECTIONS.codeAttempts).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data() as CodeAttemptsDoc<Timestamp>]));
}

/** Number of documents in a collection. */
export async function countDocs(collection: string): Promise<number> {
  return (await adminDb().collection(collection).count().get()).data().count;
}
