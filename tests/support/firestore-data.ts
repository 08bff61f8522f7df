/** Test data written and read with the Admin SDK, in the shapes of common/documents.ts. */
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditEntryDoc } from '@common/audit';
import { COLLECTIONS } from '@common/collections';
import { CONTENT_KINDS, PUBLISH_FIELD, type ContentDoc, type ContentKind } from '@common/content';
import { slugEntryOf, summaryOf } from '@common/content-docs';
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

/**
 * Puts a library record in place as the seed and the admin screens leave it: its document, its
 * summary and, for a kind addressed by slug, its slug index entry. Its publish time is its
 * creation time unless the document says otherwise.
 */
export async function putContent<K extends ContentKind>(kind: K, id: string, doc: ContentDoc<K, Timestamp>): Promise<void> {
  const given = doc as Record<string, unknown>;
  const data: Record<string, unknown> = { ...given, [PUBLISH_FIELD]: given[PUBLISH_FIELD] ?? given.created_at };
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.collection(CONTENT_KINDS[kind].collection).doc(id), data);
  batch.set(db.collection(CONTENT_KINDS[kind].summary.collection).doc(id), summaryOf(kind as ContentKind, data));
  const entry = slugEntryOf(kind, String((data as { slug?: unknown }).slug ?? ''), id);
  if (entry) batch.set(db.collection(COLLECTIONS.slugs).doc(entry.id), entry.data);
  await batch.commit();
}

/** Removes what putContent put in place. */
export async function deleteContent(kind: ContentKind, id: string, slug?: string): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  batch.delete(db.collection(CONTENT_KINDS[kind].collection).doc(id));
  batch.delete(db.collection(CONTENT_KINDS[kind].summary.collection).doc(id));
  const entry = slug ? slugEntryOf(kind, slug, id) : null;
  if (entry) batch.delete(db.collection(COLLECTIONS.slugs).doc(entry.id));
  await batch.commit();
}
