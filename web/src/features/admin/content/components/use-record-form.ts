import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { CONTENT_TEXTS } from '@common/content';
import { contentFormInput } from '@common/schemas/content';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';
import type { ContentStore, SaveResult } from '../api/content-store';
import { SaveConflictError } from '../api/save-conflict';
import { SlugTakenError } from '../slugs';
import { formatDateTime } from '@/lib/format-date';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { FormServices } from './form-services';

export interface RecordFormOptions<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** The record to edit, or null for a new one. */
  record: T | null;
  /** The record's id (pre-generated for a new one). */
  recordId: string;
  /** A new record's values other than the defaults (Insights' "Write an article": its title). */
  startValues?: FormValues;
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
export function useRecordForm<T extends AdminRecord>({ kind, store, record, recordId, startValues, onCancel, onSaved }: RecordFormOptions<T>) {
  const texts = CONTENT_TEXTS[kind.kind];
  // The version the form edits: the record as opened, or as stored now after "Load the saved version".
  const [base, setBase] = useState<T | null>(record);
  const [conflict, setConflict] = useState<SaveConflictError<T> | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { busy, setBusy, uploading, editorsLoading } = useBusyKeys(kind as unknown as AdminKind);
  const uploads = useRef<string[]>([]);
  const banner = useRef<HTMLDivElement>(null);
  const fieldsBox = useRef<HTMLDivElement>(null);
  // A draft stays one until it is published; a published or scheduled record keeps its time.
  const unpublished = !base || base.published_at === null;

  const form = useSchemaForm<ZodMiniType<FormValues, FormValues>, SavedAs>({
    schema: contentFormInput(kind.fields) as ZodMiniType<FormValues, FormValues>,
    initial: record ? kind.toValues(record) : { ...kind.emptyValues(), ...startValues },
    // A field's control may be a rich-text editor or a picker: the first focusable part of its box.
    focus: (_form, name) => fieldsBox.current?.querySelector<HTMLElement>(`[data-field="${name}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus(),
    submit: async (values, savedAs) => {
      setConflict(null);
      try {
        onSaved(await store.save(kind, { id: recordId, original: base, values, uploaded: uploads.current, publish: PUBLISH_OF[savedAs] }), savedAs);
      } catch (error) {
        if (error instanceof SaveConflictError) setConflict(error as SaveConflictError<T>);
        window.setTimeout(() => banner.current?.focus(), 0);
        throw error;
      }
    },
    describeFailure: (error) => ({
      shown:
        error instanceof SaveConflictError
          ? conflictMessage(texts.singular.toLowerCase(), error)
          : error instanceof SlugTakenError
            ? `${texts.saveError} ${error.message}`
            : texts.saveError,
      logged: texts.saveError,
    }),
  });

  const addUpload = useCallback((path: string) => {
    uploads.current.push(path);
  }, []);
  const { patch: setValues } = form;
  const services = useMemo<FormServices>(
    () => ({ store, kind: kind as unknown as AdminKind, recordId, setBusy, addUpload }),
    [store, kind, recordId, setBusy, addUpload],
  );

  const cancel = () => {
    if (uploads.current.length) void store.deleteFiles(uploads.current);
    onCancel();
  };

  // Saving waits for the editors and uploads (docs/product.md §4).
  const saveAs = (savedAs: SavedAs, target: HTMLFormElement | null) => {
    if (busy.size === 0) void form.submitAs(savedAs, target);
  };

  /** The form's submit (Enter in a field, or the primary button): Publish while unpublished, else Save. */
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveAs(unpublished ? 'published' : 'saved', event.currentTarget);
  };

  /** After a conflict: the form shows the record as stored now (what was typed is replaced), and saves on top of it. */
  const loadSaved = () => {
    const current = conflict?.current;
    if (!current) return;
    setBase(current);
    form.reset(kind.toValues(current));
    setConflict(null);
    // The fields (the rich-text editor too) start again from the loaded values.
    setFormKey((key) => key + 1);
  };

  return {
    values: form.values,
    setValues,
    errors: form.errors,
    saving: form.pending,
    unpublished,
    saveDraft: () => saveAs('draft', null),
    failure: form.formError,
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
