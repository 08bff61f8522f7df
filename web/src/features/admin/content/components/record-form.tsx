/**
 * The full-page form of one record (SPEC.md §2, §4, §5): fields from the kind's declaration, checked
 * on Save with a message per field; Save waits for uploads and for the rich-text editor; while
 * saving it is disabled with a spinner; a failure shows SPEC.md §8's banner and keeps everything
 * typed. Files uploaded while the form was open and not kept by the saved record (replaced, removed,
 * or the form cancelled) are deleted again, as are the record's old files it no longer uses.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';
import type { ContentStore, SaveResult } from '../api/content-store';
import { baseSlug, SlugTakenError } from '../slugs';
import { ownedFiles } from '../storage-paths';
import { validateValues } from '../validation';
import { FieldInput } from './field-input';
import { FormServicesContext, type FormServices } from './form-services';

interface RecordFormProps<T extends AdminRecord> {
  kind: AdminKind<T>;
  store: ContentStore;
  /** The record to edit, or null for a new one. */
  record: T | null;
  /** The record's id (pre-generated for a new one). */
  recordId: string;
  onCancel: () => void;
  onSaved: (result: SaveResult) => void;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, [contenteditable="true"], [role="combobox"], button:not([disabled])';

export function RecordForm<T extends AdminRecord>({ kind, store, record, recordId, onCancel, onSaved }: RecordFormProps<T>) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [values, setValuesState] = useState<FormValues>(() => (record ? kind.toValues(record) : kind.emptyValues()));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Editors count as busy until they are on screen (SPEC.md §4: saving waits for the editor).
  const [busy, setBusyKeys] = useState<ReadonlySet<string>>(
    () => new Set(kind.fields.filter((field) => field.type === 'richtext').map((field) => `editor:${field.name}`)),
  );
  const uploads = useRef<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const fieldsBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);

  // Errors show after the first Save and then follow every change.
  const errors = useMemo(() => (submitted ? validateValues(kind.fields, values) : {}), [submitted, kind.fields, values]);
  const invalid = Object.keys(errors).length > 0;

  const setValues = useCallback((patch: FormValues) => setValuesState((previous) => ({ ...previous, ...patch })), []);
  const setBusy = useCallback((key: string, on: boolean) => {
    setBusyKeys((previous) => {
      if (previous.has(key) === on) return previous;
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const addUpload = useCallback((path: string) => {
    uploads.current.push(path);
  }, []);
  const services = useMemo<FormServices>(
    () => ({ store, kind: kind as unknown as AdminKind, recordId, setBusy, addUpload }),
    [store, kind, recordId, setBusy, addUpload],
  );

  const uploading = [...busy].some((key) => !key.startsWith('editor:'));
  const editorsLoading = [...busy].some((key) => key.startsWith('editor:'));

  const cancel = () => {
    if (uploads.current.length) void store.deleteFiles(uploads.current);
    onCancel();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || busy.size > 0) return;
    setSubmitted(true);
    const found = validateValues(kind.fields, values);
    const first = kind.fields.find((field) => found[field.name]);
    if (first) {
      fieldsBox.current?.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const result = await store.save(kind, { id: recordId, original: record, values });
      const bucket = store.bucket();
      const kept = new Set(ownedFiles(kind, recordId, values, bucket));
      const before = record ? ownedFiles(kind, recordId, kind.toValues(record), bucket) : [];
      const obsolete = [...new Set([...before, ...uploads.current])].filter((path) => !kept.has(path));
      if (obsolete.length) void store.deleteFiles(obsolete);
      onSaved(result);
    } catch (error) {
      console.error(kind.texts.saveError, error);
      setFailure(error instanceof SlugTakenError ? `${kind.texts.saveError} ${error.message}` : kind.texts.saveError);
      setSaving(false);
      window.setTimeout(() => banner.current?.focus(), 0);
    }
  };

  const previous = record as (T & Record<string, unknown>) | null;
  const slug = kind.slugFrom
    ? baseSlug(values[kind.slugFrom] ?? '', previous ? { title: String(previous[kind.slugFrom] ?? ''), slug: String(previous.slug ?? '') } : undefined)
    : null;

  return (
    <FormServicesContext.Provider value={services}>
      <Box component="form" noValidate onSubmit={save} aria-labelledby={headingId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
          <Typography id={headingId} ref={heading} variant="h1" tabIndex={-1}>
            {record ? kind.texts.editTitle : kind.texts.createTitle}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Button variant="outlined" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving || busy.size > 0}
              startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
            >
              {saving ? 'Saving...' : kind.texts.save}
            </Button>
          </Box>
        </Box>

        {(uploading || editorsLoading) && (
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {uploading ? 'Saving waits for the upload to finish.' : 'Saving waits for the editor to load.'}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" role="alert" ref={banner} tabIndex={-1} sx={{ mb: 3 }}>
            {failure}
          </Alert>
        )}
        {invalid && (
          <Alert severity="error" sx={{ mb: 3 }}>
            Some fields need attention: see the messages below.
          </Alert>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={3} ref={fieldsBox}>
            {kind.fields.map((field) => (
              <Box key={field.name} data-field={field.name}>
                <FieldInput id={`${baseId}-${field.name}`} field={field} values={values} setValues={setValues} error={errors[field.name]} disabled={saving} />
                {field.name === kind.slugFrom && slug && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mx: 0.25, wordBreak: 'break-all' }}>
                    Web address (slug): {slug}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        </Paper>
      </Box>
    </FormServicesContext.Provider>
  );
}
