import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { ProgressBar } from '@/components/ui/progress-bar';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { UploadSpec } from '../admin-kind';
import type { UploadedFile, UploadHandle } from '../api/content-store';
import { useFormServices } from './form-services';
import { preparePicture } from '../prepare-picture';
import { uploadPath } from '../storage-paths';
import { checkUpload } from '../validation';

interface UploadControlProps {
  /** The button's text and the file input's accessible name ('Upload image'). */
  label: string;
  upload: UploadSpec;
  /** Images get a download address; member-only files only their path. */
  withUrl: boolean;
  onUploaded: (file: UploadedFile) => void;
  /** The field name, to tell the form an upload is running (saving waits). */
  name: string;
  disabled?: boolean;
}

const FAILED = 'The upload failed. Please try again.';
const REFUSED = 'You are not allowed to upload this file.';

/**
 * Chooses a file, checks its type and size (UPLOADS) before sending anything, then uploads it into
 * the record's folder with a progress bar and a way to cancel.
 */
export function UploadControl({ label, upload, withUrl, onUploaded, name, disabled = false }: UploadControlProps) {
  const { store, kind, recordId, setBusy, addUpload } = useFormServices();
  const [progress, setProgress] = useState<{ file: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const mounted = useRef(true);
  const cancelled = useRef(false);
  // Leaving the form stops an upload that is still running.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      handle.current?.cancel();
    };
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUpload(file, upload);
    setError(problem);
    if (problem) return;

    setProgress({ file: file.name, fraction: 0 });
    setBusy(name, true);
    cancelled.current = false;
    let current: UploadHandle | null = null;
    let path: string | null = null;
    try {
      // A picture goes up scaled and re-encoded for phones (STORED_PICTURE), named after the chosen file.
      const stored = 'picture' in upload ? await preparePicture(file) : file;
      // Left the form, or cancelled, while the picture was prepared: nothing was sent.
      if (!mounted.current || cancelled.current) return;
      path = uploadPath(upload, kind.kind, recordId, stored);
      current = store.upload({ path, file: stored, withUrl, onProgress: (fraction) => setProgress({ file: file.name, fraction }) });
      handle.current = current;
      const uploaded = await current.done;
      addUpload(uploaded.path);
      onUploaded(uploaded);
    } catch (failure) {
      const code = (failure as { code?: string } | null)?.code;
      // Cancelled or failed, the bytes may have reached Storage all the same (the answer cut on its
      // way back): the path goes with the form's uploads, which the form removes unless the record
      // uses them (a missing object is fine).
      if (path) addUpload(path);
      if (code !== 'storage/canceled') {
        console.error('Failed to upload file', failure);
        setError(code === 'storage/unauthorized' || code === 'storage/unauthenticated' ? REFUSED : FAILED);
      }
    } finally {
      if (current && handle.current === current) handle.current = null;
      setProgress(null);
      // Also when this control is gone: the form must not wait for an upload that ended.
      setBusy(name, false);
      // The disabled input lost the focus while uploading: give it back unless the admin moved on.
      if (mounted.current && (!document.activeElement || document.activeElement === document.body)) input.current?.focus();
    }
  };

  const cancel = () => {
    cancelled.current = true;
    handle.current?.cancel();
  };

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <Box>
      {/* The file input is the one control (named by this label, and focusable); the label only
          looks like a button, so nothing interactive is nested in anything interactive. */}
      <Box
        component="label"
        aria-disabled={disabled || Boolean(progress) || undefined}
        sx={uploadLabelSx}
      >
        <UploadFileIcon aria-hidden="true" fontSize="small" />
        {label}
        <input
          ref={input}
          type="file"
          accept={upload.contentTypes.join(',')}
          onChange={choose}
          disabled={disabled || Boolean(progress)}
          style={visuallyHidden}
        />
      </Box>
      {progress && <UploadProgress file={progress.file} percent={percent} onCancel={cancel} />}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The label looks like an outlined button and shows the file input's keyboard focus. */
const uploadLabelSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  py: 0.75,
  minHeight: 40,
  whiteSpace: 'nowrap',
  borderRadius: `${theme.shape.borderRadius}px`,
  border: '1px solid',
  borderColor: 'primary.main',
  color: 'primary.main',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-disabled="true"]': { color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'default' },
  '&:has(input:focus-visible)': { outline: '3px solid #ffbf47', outlineOffset: '2px', boxShadow: '0 0 0 2px #1a1a1a' },
});

function UploadProgress({ file, percent, onCancel }: { file: string; percent: number; onCancel: () => void }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <ProgressBar label={`Uploading ${file}`} value={percent} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 0.5 }}>
        <Typography variant="body2" role="status">
          Uploading {file}: {percent}%
        </Typography>
        <Button size="small" onClick={onCancel}>
          Cancel upload
        </Button>
      </Box>
    </Box>
  );
}
