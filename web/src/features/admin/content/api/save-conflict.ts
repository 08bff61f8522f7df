/**
 * No save is lost: every record carries a version that each save raises by exactly
 * one (firestore.rules), so a save made from a form opened before someone else's save is refused.
 * The store then reads what is stored now and throws this, naming who saved it and when, which of
 * the form's fields differ from what the form was opened with, and the record as it is now (the
 * form can load it). `current` is null when the record was deleted meanwhile.
 */
import { storedVersion } from '@common/content-docs';
import type { AdminKind, AdminRecord } from '../admin-kind';

export class SaveConflictError<T extends AdminRecord = AdminRecord> extends Error {
  constructor(
    /** The name (or e-mail) of who saved last; '' when unknown or the system. */
    readonly changedBy: string,
    readonly changedAt: Date | null,
    /** Labels of the form's fields whose stored values changed since the form was opened. */
    readonly changedFields: string[],
    readonly current: T | null,
  ) {
    super('save-conflict');
  }
}

/** A record's version as stored (0: never saved through the portal). */
export function versionOf(record: AdminRecord | null): number {
  return storedVersion((record as { version?: unknown } | null)?.version);
}

/** The labels of the form fields whose values differ between two versions of a record. */
export function changedLabels<T extends AdminRecord>(kind: AdminKind<T>, before: T, after: T): string[] {
  const a = kind.toValues(before);
  const b = kind.toValues(after);
  return kind.fields.filter((field) => (a[field.name] ?? '') !== (b[field.name] ?? '')).map((field) => field.label);
}
