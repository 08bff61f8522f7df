import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';

/** draft-js and its toolbar come with the first form that needs them, never with member screens. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  onReady?: () => void;
}

/** A labelled rich-text field: the lazily loaded editor, its hint or error underneath. */
export function RichTextField({ label, value, onChange, error, hint, onReady }: RichTextFieldProps) {
  const labelId = useId();
  const helperId = useId();
  const helper = error ?? hint;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="span" sx={{ display: 'block', fontWeight: 600, mb: 1, color: error ? 'error.main' : 'text.primary' }}>
        {label}
      </Typography>
      <Suspense
        fallback={
          <Box role="status" sx={{ border: 1, borderColor: 'grey.400', borderRadius: 1, p: 2 }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Loading editor...
            </Typography>
            <ProgressBar label="Loading editor" />
          </Box>
        }
      >
        <RichTextEditor
          label={label}
          initialHtml={value}
          onChange={onChange}
          describedBy={helper ? helperId : undefined}
          invalid={Boolean(error)}
          onReady={onReady}
        />
      </Suspense>
      {helper && (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}
