/**
 * Writes one audit entry (common/audit.ts) inside the caller's own transaction or batch, so the
 * entry exists exactly when the action committed. Triggers pass their event id as `id`: a create
 * with that id fails on a retried event instead of writing a second entry.
 */
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditEntryDoc } from '@common/audit';
import { COLLECTIONS } from '@common/collections';

export type AuditInput = Omit<AuditEntryDoc, 'at' | 'fields' | 'detail'> & Partial<Pick<AuditEntryDoc, 'fields' | 'detail'>>;

export function recordAudit(db: Firestore, writer: Transaction | WriteBatch, entry: AuditInput, id?: string): void {
  const collection = db.collection(COLLECTIONS.auditLog);
  const ref = id ? collection.doc(id) : collection.doc();
  const doc: AuditEntryDoc = { fields: [], detail: '', ...entry, at: FieldValue.serverTimestamp() };
  (writer as WriteBatch).create(ref, doc);
}
