/** Test data written and read with the Admin SDK, in the shapes of common/documents.ts. */
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditEntryDoc } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import type { CodeAttemptsDoc, MembershipCodeDoc, UserProfileDoc } from '@common/documents';
import { unusedCodeDoc } from '@common/membership';
import { adminDb } from '../../tooling/emulator-clients';

/**
 * Puts an unused code in place (override any field, e.g. invitee_email or expires_at). With
 * onlyIfAbsent it rejects when the code exists already.
 */
export async function putMembershipCode(
  code: string,
  fields: Partial<MembershipCodeDoc<Timestamp>> = {},
  options: { onlyIfAbsent?: boolean } = {},
): Promise<void> {
  const doc: MembershipCodeDoc<Timestamp> = { ...unusedCodeDoc(code, Timestamp.now()), ...fields };
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

/**
 * Puts every given code in place as a used code, straight through the Admin SDK in batches of 500
 * (the most one batch may write): filling the 9,000-code space takes seconds this way.
 */
export async function putUsedCodes(codes: readonly string[]): Promise<void> {
  const db = adminDb();
  const createdAt = Timestamp.now();
  for (let start = 0; start < codes.length; start += 500) {
    const batch = db.batch();
    for (const code of codes.slice(start, start + 500)) {
      const doc: MembershipCodeDoc<Timestamp> = {
        code,
        is_used: true,
        assigned_to: 'someone',
        assigned_user: { email: 'someone@pmc-tests.test' },
        used_at: createdAt,
        created_at: createdAt,
      };
      batch.set(db.collection(COLLECTIONS.membershipCodes).doc(code), doc);
    }
    await batch.commit();
  }
}

/** The ids of every membership code document. */
export async function listCodeIds(): Promise<string[]> {
  return (await adminDb().collection(COLLECTIONS.membershipCodes).select().get()).docs.map((d) => d.id);
}

/**
 * The audit entries of staff actions made through callables (written in the action's own commit).
 * Content entries are left out: their triggers may land after a test's clearAll, from records an
 * earlier suite wrote.
 */
export async function callableAuditEntries(): Promise<AuditEntryDoc<Timestamp>[]> {
  const snap = await adminDb().collection(COLLECTIONS.auditLog).get();
  return snap.docs.map((d) => d.data() as AuditEntryDoc<Timestamp>).filter((entry) => !fromContentTrigger(entry));
}

/** An entry of the content audit triggers, which may land late (see callableAuditEntries). */
export function fromContentTrigger(entry: { action?: unknown }): boolean {
  return typeof entry.action === 'string' && entry.action.startsWith('content.');
}
