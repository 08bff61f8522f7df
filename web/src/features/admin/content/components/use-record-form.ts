import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';
import type { ContentStore, SaveResult } from '../api/content-store';
import { SaveConflictError } from '../api/save-conflict';
import { SlugTakenError } from '../slugs';
import { validateValues } from '../validation';
import { formatDateTime } from '@/lib/format-date';
import type { FormServices } from './form-services';

export interface RecordFormOptions<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** The record to edit, or null for a new one. */
  record: T | null;
  /** The record's id (pre-generated for a new one). */
  recordId: string;
  onCancel: () => void;
  onSaved: (result: SaveResult, savedAs: SavedAs) => void;
}

/**
 * What a save did for members (docs/decisions/0006-drafts-scheduling-publishing.md): published the
 * record now, kept it a draft, or kept its publish time (an edit of a published or scheduled record).
 */
export type SavedAs = 'published' | 'draft' | 'saved';

/** The publish time each way out of the form writes (SaveRequest.publish). */
const PUBLISH_OF: Record<SavedAs, 'now' | null | undefined> = { published: 'now', draft: null, saved: undefined };

/** What a refused save says: who saved the record since the form opened, and when. */
export function conflictMessage(one: string, conflict: SaveConflictError): string {
  if (!conflict.current) return `This ${one} was deleted after you opened it, so your changes were not saved.`;
  const who = conflict.changedBy ? ` by ${conflict.changedBy}` : '';
  const when = conflict.changedAt ? ` on ${formatDateTime(conflict.changedAt)}` : '';
  return `This ${one} was changed${who}${when} after you opened it, so your changes were not saved.`;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, [contenteditable="true"], [role="combobox"], button:not([disabled])';

/** Which editors and uploads hold the Save button: editors count as busy until they are on screen. */
function useBusyKeys(kind: AdminKind) {
  const [busy, setBusyKeys] = useState<ReadonlySet<string>>(
    () => new Set(kind.fields.filter((field) => field.type === 'richtext').map((field) => `editor:${field.name}`)),
  );
  const setBusy = useCallback((key: string, on: boolean) => {
    setBusyKeys((previous) => {
      if (previous.has(key) === on) return previous;
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { busy, setBusy, uploading: [...busy].some((key) => !key.startsWith('editor:')), editorsLoading: [...busy].some((key) => key.startsWith('editor:')) };
}

/**
 * The state and the ways out of a record form: values, the errors shown after the first Save,
 * what holds Save (docs/product.md §4: saving waits for the editor and uploads), Cancel, and the
 * saves. A record members cannot read yet (a new one or a draft) offers Publish and Save as draft;
 * a published or scheduled one offers Save, which keeps its publish time. The files uploaded
 * meanwhile go with the save request; the store removes those the record does not keep.
 */
export function useRecordForm<T extends AdminRecord>({ kind, store, record, recordId, onCancel, onSaved }: RecordFormOptions<T>) {
  const texts = CONTENT_TEXTS[kind.kind];
  // The version the form edits: the record as opened, or as stored now after "Load the saved version".
  const [base, setBase] = useState<T | null>(record);
  const [conflict, setConflict] = useState<SaveConflictError<T> | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [values, setValuesState] = useState<FormValues>(() => (record ? kind.toValues(record) : kind.emptyValues()));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState<SavedAs | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, setBusy, uploading, editorsLoading } = useBusyKeys(kind as unknown as AdminKind);
  const uploads = useRef<string[]>([]);
  const banner = useRef<HTMLDivElement>(null);
  const fieldsBox = useRef<HTMLDivElement>(null);

  // Errors show after the first Save and then follow every change.
  const errors = useMemo(() => (submitted ? validateValues(kind.fields, values) : {}), [submitted, kind.fields, values]);
  const setValues = useCallback((patch: FormValues) => setValuesState((previous) => ({ ...previous, ...patch })), []);
  const addUpload = useCallback((path: string) => {
    uploads.current.push(path);
  }, []);
  const services = useMemo<FormServices>(
    () => ({ store, kind: kind as unknown as AdminKind, recordId, setBusy, addUpload }),
    [store, kind, recordId, setBusy, addUpload],
  );

  const cancel = () => {
    if (uploads.current.length) void store.deleteFiles(uploads.current);
    onCancel();
  };

  // A draft stays one until it is published; a published or scheduled record keeps its time.
  const unpublished = !base || base.published_at === null;

  const saveAs = async (savedAs: SavedAs) => {
    if (saving || busy.size > 0) return;
    setSubmitted(true);
    const found = validateValues(kind.fields, values);
    const first = kind.fields.find((field) => found[field.name]);
    if (first) {
      fieldsBox.current?.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      return;
    }
    setSaving(savedAs);
    setFailure(null);
    setConflict(null);
    try {
      onSaved(await store.save(kind, { id: recordId, original: base, values, uploaded: uploads.current, publish: PUBLISH_OF[savedAs] }), savedAs);
    } catch (error) {
      console.error(texts.saveError, error);
      if (error instanceof SaveConflictError) {
        setConflict(error as SaveConflictError<T>);
        setFailure(conflictMessage(texts.singular.toLowerCase(), error));
      } else setFailure(error instanceof SlugTakenError ? `${texts.saveError} ${error.message}` : texts.saveError);
      setSaving(null);
      window.setTimeout(() => banner.current?.focus(), 0);
    }
  };

  /** The form's submit (Enter in a field, or the primary button): Publish while unpublished, else Save. */
  const save = (event: FormEvent) => {
    event.preventDefault();
    void saveAs(unpublished ? 'published' : 'saved');
  };

  /** After a conflict: the form shows the record as stored now (what was typed is replaced), and saves on top of it. */
  const loadSaved = () => {
    const current = conflict?.current;
    if (!current) return;
    setBase(current);
    setValuesState(kind.toValues(current));
    setConflict(null);
    setFailure(null);
    setSubmitted(false);
    // The fields (the rich-text editor too) start again from the loaded values.
    setFormKey((key) => key + 1);
  };

  return {
    values,
    setValues,
    errors,
    saving,
    unpublished,
    saveDraft: () => void saveAs('draft'),
    failure,
    conflict,
    loadSaved,
    formKey,
    held: busy.size > 0,
    uploading,
    editorsLoading,
    services,
    cancel,
    save,
    banner,
    fieldsBox,
  };
}
