/**
 * What the admin content screens need from the backend, as one small interface (the screens and
 * their tests never talk to Firebase themselves): list, save, delete, upload, remove files. The
 * store, not the form, decides which files a save or a delete leaves behind and removes them.
 * firebase-store.ts implements it on Firestore and Storage; web/src/testing/memory-content-store.ts
 * in memory for the component tests.
 */
import type { RevisionChange } from '@common/documents';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';

export interface SaveRequest<T extends AdminRecord> {
  /** The record's id: its own when editing, a pre-generated one when new (uploads used it already). */
  id: string;
  /** The record as loaded, or null for a new one. */
  original: T | null;
  /** Valid form values. */
  values: FormValues;
  /**
   * When the derived slug belongs to another record: take the next free suffix (default), or
   * refuse with SlugTakenError (the sample article must not be added twice).
   */
  slugTaken?: 'suffix' | 'refuse';
  /** Storage paths uploaded while the form was open: those the saved record does not use are removed. */
  uploaded?: readonly string[];
  /**
   * Drafts and scheduling: from when members may read the record. 'now': the server's
   * time (Publish now); a date: scheduled; null: a draft (Unpublish). Left out: a new record is a
   * draft and a saved one keeps its publish time.
   */
  publish?: Date | 'now' | null;
}

export interface SaveResult {
  id: string;
  /** The slug saved, for kinds addressed by slug. */
  slug?: string;
}

export interface UploadedFile {
  /** The Storage object path. */
  path: string;
  /** A download address (images only; member-only files never get one, docs/decisions/0005-file-endpoint-instead-of-storage-links.md). */
  url: string | null;
}

export interface UploadHandle {
  done: Promise<UploadedFile>;
  cancel: () => void;
}

export interface UploadRequest {
  path: string;
  file: File;
  withUrl: boolean;
  /** 0..1 while bytes go up. */
  onProgress: (fraction: number) => void;
}

/** One revision of a record (common/documents.ts ContentRevisionDoc) as the history shows it. */
export interface Revision<T extends AdminRecord = AdminRecord> {
  /** The revision's id (its audit entry's). */
  id: string;
  change: RevisionChange;
  version: number;
  /** Who saved it: the staff member's name or e-mail; '' for the system (the seed, a script). */
  by: string;
  at: Date | null;
  /** The stored names of the fields the save changed. */
  fields: string[];
  /** The record as saved; null for a delete. */
  record: T | null;
}

export interface ContentStore {
  /**
   * The kind's records as its table shows them: read from the summaries, so without
   * rich text. Never save one of these: read the record first (`read`).
   */
  list<T extends AdminRecord>(kind: AdminKind<T>): Promise<T[]>;
  /** A fresh document id, so a new record's uploads have their folder before it is saved. */
  newId(kind: Pick<AdminKind, 'kind'>): string;
  /** Saves, then removes the files the record no longer uses (file-cleanup.ts). */
  save<T extends AdminRecord>(kind: AdminKind<T>, request: SaveRequest<T>): Promise<SaveResult>;
  /** Deletes the record, its slug index entry and then the files it owns. */
  remove<T extends AdminRecord>(kind: AdminKind<T>, record: T): Promise<void>;
  upload(request: UploadRequest): UploadHandle;
  /** Removes Storage objects (a cancelled form's uploads); missing ones are fine, failures are logged, never thrown. */
  deleteFiles(paths: readonly string[]): Promise<void>;
  /** The record as stored now, read fresh; null when it is gone. */
  read<T extends AdminRecord>(kind: AdminKind<T>, id: string): Promise<T | null>;
  /** The record's revisions, newest first (the newest HISTORY_PAGE), with who saved each. */
  history<T extends AdminRecord>(kind: AdminKind<T>, id: string): Promise<Revision<T>[]>;
  /** Of these Storage paths, the ones whose file is gone. */
  missingFiles(paths: readonly string[]): Promise<string[]>;
  /** The Storage bucket uploads go to (to recognise our own image addresses). */
  bucket(): string;
}
