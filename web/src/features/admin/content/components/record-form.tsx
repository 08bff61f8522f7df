/**
 * The full-page form of one record (docs/product.md §2, §4, §5): fields from the kind's declaration,
 * checked on saving with a message per field. A record members cannot read yet (new, or a draft)
 * offers Publish (the form's submit) and Save as draft; a published or scheduled one offers Save.
 * Saving waits for uploads and for the rich-text editor; while saving the buttons are disabled, the
 * one pressed with a spinner; a failure shows the banner of docs/product.md §8 and keeps everything
 * typed. A save refused because someone saved the record since it was opened says who and when,
 * which fields they changed, and offers to load the saved version. Its state and the saves live in
 * use-record-form.ts.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/Save';
import { useEffect, useId, useRef } from 'react';
import { CONTENT_TEXTS } from '@common/content';
import type { AdminKind, AdminRecord, FormValues } from '../admin-kind';
import { baseSlug } from '../slugs';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { FieldInput } from './field-input';
import { FormServicesContext } from './form-services';
import { useRecordForm, type RecordFormOptions } from './use-record-form';

export function RecordForm<T extends AdminRecord>(props: RecordFormOptions<T>) {
  const { kind, record } = props;
  const texts = CONTENT_TEXTS[kind.kind];
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const { banner, fieldsBox, ...form } = useRecordForm(props);
  const heading = useRef<HTMLHeadingElement>(null);
  const saving = form.saving !== null;

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);

  return (
    <FormServicesContext.Provider value={form.services}>
      <Box component="form" noValidate onSubmit={form.save} aria-labelledby={headingId}>
        <AdminPageHeader title={record ? texts.editTitle : texts.createTitle} headingRef={heading} headingId={headingId}>
          <Button variant="outlined" onClick={form.cancel} disabled={saving}>
            Cancel
          </Button>
          {form.unpublished && (
            <Button
              variant="outlined"
              onClick={form.saveDraft}
              disabled={saving || form.held}
              startIcon={form.saving === 'draft' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            >
              {form.saving === 'draft' ? 'Saving...' : 'Save as draft'}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={saving || form.held}
            startIcon={
              form.saving && form.saving !== 'draft' ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : form.unpublished ? (
                <PublishIcon aria-hidden="true" />
              ) : (
                <SaveIcon aria-hidden="true" />
              )
            }
          >
            {form.saving === 'published' ? 'Publishing...' : form.saving === 'saved' ? 'Saving...' : form.unpublished ? 'Publish' : texts.save}
          </Button>
        </AdminPageHeader>

        {(form.uploading || form.editorsLoading) && (
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {form.uploading ? 'Saving waits for the upload to finish.' : 'Saving waits for the editor to load.'}
          </Typography>
        )}
        {form.failure && (
          <Alert severity="error" role="alert" ref={banner} tabIndex={-1} sx={{ mb: 3 }}>
            {form.failure}
            {form.conflict?.current && (
              <>
                {form.conflict.changedFields.length > 0 && (
                  <Typography sx={{ mt: 1 }}>Changed since you opened it: {form.conflict.changedFields.join(', ')}.</Typography>
                )}
                <Typography sx={{ mt: 1 }}>Copy anything you want to keep, then load the saved version and make your changes again.</Typography>
                <Button variant="outlined" color="inherit" onClick={form.loadSaved} sx={{ mt: 1.5 }}>
                  Load the saved version
                </Button>
              </>
            )}
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && (
          <Alert severity="error" sx={{ mb: 3 }}>
            Some fields need attention: see the messages below.
          </Alert>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack key={form.formKey} spacing={3} ref={fieldsBox}>
            {kind.fields.map((field) => (
              <Box key={field.name} data-field={field.name}>
                <FieldInput id={`${baseId}-${field.name}`} field={field} values={form.values} setValues={form.setValues} error={form.errors[field.name]} disabled={saving} />
                {field.name === kind.slugFrom && <SlugPreview kind={kind} record={record} values={form.values} />}
              </Box>
            ))}
          </Stack>
        </Paper>
      </Box>
    </FormServicesContext.Provider>
  );
}

/** The web address the record will get (docs/product.md §3), under the field it is derived from. */
function SlugPreview<T extends AdminRecord>({ kind, record, values }: { kind: AdminKind<T>; record: T | null; values: FormValues }) {
  if (!kind.slugFrom) return null;
  const previous = record as (T & Record<string, unknown>) | null;
  const slug = baseSlug(values[kind.slugFrom] ?? '', previous ? { title: String(previous[kind.slugFrom] ?? ''), slug: String(previous.slug ?? '') } : undefined);
  if (!slug) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mx: 0.25, wordBreak: 'break-all' }}>
      Web address (slug): {slug}
    </Typography>
  );
}
