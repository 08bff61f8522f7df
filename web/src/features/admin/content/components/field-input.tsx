/**
 * One form field from its declaration (admin-kind.ts FieldSpec): text, textarea, select, year,
 * date, comma-separated list, image (address or upload), member-only file (upload or address) and
 * rich text. Labels, hints and errors are tied to their inputs.
 */
import { useMemo, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { UPLOADS } from '@common/content';
import { plainText, readability, READING_GRADE_TARGET } from '@common/readability';
import { YEAR_MAX, YEAR_MIN } from '@common/limits';
import { ContentImage } from '@/components/ui/content-image';
import type { FieldSpec, FormValues } from '../admin-kind';
import { RichTextField } from '../rich-text/rich-text-field';
import { UploadControl } from './upload-control';
import { useFormServices } from './form-services';
import { isWebAddress } from '../validation';

export interface FieldInputProps {
  field: FieldSpec;
  values: FormValues;
  setValues: (patch: FormValues) => void;
  error?: string;
  disabled: boolean;
}

export function FieldInput({ field, values, setValues, error, disabled, id }: FieldInputProps & { id: string }) {
  const value = values[field.name] ?? '';
  const helperText = error ?? field.hint;
  const common = {
    id,
    label: field.label,
    required: field.required,
    error: Boolean(error),
    helperText,
    disabled,
    fullWidth: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ [field.name]: event.target.value }),
    slotProps: helperText && error ? { formHelperText: { role: 'alert' } as const } : undefined,
  };

  switch (field.type) {
    case 'text':
    case 'list':
      return (
        <TextField
          {...common}
          multiline={field.type === 'text' && Boolean(field.rows)}
          rows={field.type === 'text' ? field.rows : undefined}
          type={field.type === 'text' && field.url ? 'url' : 'text'}
        />
      );
    case 'select': {
      // A stored value outside today's list (an older category, an author who left) stays as it is.
      const options = value && !field.options.includes(value) ? [value, ...field.options] : field.options;
      // An optional choice shows "Not reviewed" for '' (the label stays above it).
      const emptyAllowed = options.includes('');
      return (
        <TextField
          {...common}
          select
          {...(emptyAllowed ? { slotProps: { ...common.slotProps, select: { displayEmpty: true }, inputLabel: { shrink: true } } } : {})}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option || <em>{EMPTY_CHOICE}</em>}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'year':
      return (
        <TextField
          {...common}
          type="number"
          slotProps={{ ...common.slotProps, htmlInput: { min: YEAR_MIN, max: YEAR_MAX, step: 1, inputMode: 'numeric' } }}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          slotProps={{ ...common.slotProps, inputLabel: { shrink: true } }}
        />
      );
    case 'image':
      return <ImageInput {...common} field={field} setValues={setValues} />;
    case 'file':
      return <FileInput field={field} values={values} setValues={setValues} error={error} disabled={disabled} id={id} />;
    case 'richtext':
      return <RichTextInput field={field} values={values} setValues={setValues} error={error} disabled={disabled} />;
  }
}

/** How an optional choice left empty reads (a record no clinician has reviewed). */
export const EMPTY_CHOICE = 'Not reviewed';

function RichTextInput({ field, values, setValues, error }: FieldInputProps) {
  const { setBusy } = useFormServices();
  const html = values[field.name] ?? '';
  return (
    <>
      <RichTextField
        label={field.label}
        value={html}
        onChange={(next) => setValues({ [field.name]: next })}
        error={error}
        hint={field.hint}
        onReady={() => setBusy(`editor:${field.name}`, false)}
      />
      <ReadabilityNote html={html} />
    </>
  );
}

/**
 * Under each rich text: its reading time and estimated reading grade, beside the
 * practice's target, so staff see when a text asks too much of a reader in pain.
 */
export function ReadabilityNote({ html }: { html: string }) {
  const { words, grade, minutes } = useMemo(() => readability(plainText(html)), [html]);
  if (!words || grade === null) return null;
  const over = grade > READING_GRADE_TARGET;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {`${words.toLocaleString('en-US')} words · about ${minutes} min read · reading grade ${grade.toFixed(1)}, target ${READING_GRADE_TARGET} or lower`}
      {over && <strong>: above the target, try shorter sentences and plainer words</strong>}
    </Typography>
  );
}

/** The uploaded file's name as shown: the part after the time stamp. */
function fileName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/^[a-z0-9]+-(?=.)/, '');
}

function FileInput({ field, values, setValues, error, disabled, id }: FieldInputProps & { id: string }) {
  if (field.type !== 'file') return null;
  const path = values[field.pathName] ?? '';
  const uploadLabel = field.upload.contentTypes.length === 1 && field.upload.contentTypes[0] === 'application/pdf' ? 'Upload PDF' : 'Upload file';
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'grey.400', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, color: error ? 'error.main' : 'text.primary' }}>
        {field.label}
        {field.required ? ' *' : ''}
      </Typography>
      {path ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <DescriptionIcon color="action" aria-hidden="true" />
          <Typography sx={{ wordBreak: 'break-all' }}>
            Uploaded file: <strong>{fileName(path)}</strong>
          </Typography>
          <Button onClick={() => setValues({ [field.pathName]: '' })} disabled={disabled}>
            Remove file
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box sx={{ pt: { sm: 1 } }}>
            <UploadControl
              label={uploadLabel}
              name={field.name}
              upload={field.upload}
              withUrl={false}
              disabled={disabled}
              onUploaded={(file) => setValues({ [field.pathName]: file.path, [field.name]: '' })}
            />
          </Box>
          <Box sx={{ flexGrow: 1, width: '100%' }}>
            <TextField
              id={id}
              fullWidth
              type="url"
              label={`or ${field.label} URL`}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ [field.name]: event.target.value })}
              error={Boolean(error)}
              helperText={error ?? field.hint ?? 'An address starting with https://'}
              disabled={disabled}
              slotProps={error ? { formHelperText: { role: 'alert' } } : undefined}
            />
          </Box>
        </Box>
      )}
      {path && error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** An image: its address typed, or an upload into the record's folder that fills the address in; a preview. */
function ImageInput({ field, setValues, ...common }: TextFieldProps & { field: FieldSpec; value: string; setValues: (patch: FormValues) => void }) {
  const value = common.value;
  const helperText = common.helperText;
  const disabled = Boolean(common.disabled);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flexGrow: 1, width: '100%' }}>
          <TextField
            {...common}
            label={`${field.label} URL`}
            helperText={helperText ?? 'An address starting with https://, or upload an image'}
          />
        </Box>
        <Box sx={{ pt: { sm: 1 } }}>
          <UploadControl
            label="Upload image"
            name={field.name}
            upload={UPLOADS.image}
            withUrl
            disabled={disabled}
            onUploaded={(file) => setValues({ [field.name]: file.url ?? '' })}
          />
        </Box>
      </Box>
      {value && isWebAddress(value.trim()) && (
        <Box sx={{ mt: 1.5, width: 200 }}>
          <ContentImage src={value.trim()} alt={`Preview of the ${field.label.toLowerCase()}`} />
        </Box>
      )}
    </Box>
  );
}
