/**
 * The password again before a change Firebase makes only after a recent sign-in (deleting the
 * account, removing a phone, a sensitive staff action): what it is for, the password, and for an
 * account with a second factor the code step after it. In a dialog of its own, or in place.
 */
import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSchemaForm, type FormFailure } from '@/lib/use-schema-form';
import { currentPasswordInput } from '@common/schemas/account';
import type { SecondFactorStep } from '../api/reauthenticate';
import { useCodeStep } from './use-code-step';

export interface PasswordAgainFormProps {
  /** What the password is for; a dialog's description. */
  intro: ReactNode;
  /** Between the intro and the field: what cannot be undone, a warning. */
  notice?: ReactNode;
  /** The change, with the password and the code step for Firebase's auth/multi-factor-auth-required. */
  submit: (currentPassword: string, askCode: SecondFactorStep) => Promise<void>;
  describeFailure: (error: unknown) => FormFailure;
  submitLabel: string;
  /** A change that removes something: its button is red. */
  destructive?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  /** A dialog with its title (narrow: as wide as a phone's screen at most), or in place with its accessible name. */
  shown: { inDialog: string; narrow?: boolean } | { inPlace: string };
}

export function PasswordAgainForm({ intro, notice, submit, describeFailure, submitLabel, destructive, cancelLabel, onCancel, shown }: PasswordAgainFormProps) {
  const id = useId();
  const codeStep = useCodeStep();
  const form = useSchemaForm({
    schema: currentPasswordInput,
    initial: { currentPassword: '' },
    describeFailure,
    submit: ({ currentPassword }) => submit(currentPassword, codeStep.ask),
  });
  const fields = (
    <>
      {notice}
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <FormTextField label="Current Password" type="password" autoComplete="current-password" {...form.textField('currentPassword')} />
    </>
  );
  const submitButton = (
    <Button type="submit" color={destructive ? 'error' : undefined} variant="contained" loading={form.busy}>
      {submitLabel}
    </Button>
  );
  const cancelButton = (
    <Button onClick={onCancel} disabled={form.busy}>
      {cancelLabel}
    </Button>
  );
  // The code step stands beside the form, not in it: a submit inside its dialog's portal would bubble to this form's handler.
  if ('inPlace' in shown) {
    return (
      <>
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={shown.inPlace}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {intro}
            {fields}
            <Stack direction="row" spacing={2}>
              {submitButton}
              {cancelButton}
            </Stack>
          </Stack>
        </Box>
        {codeStep.step}
      </>
    );
  }
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <>
      <Dialog
        open
        onClose={form.busy ? undefined : onCancel}
        aria-labelledby={titleId}
        aria-describedby={textId}
        fullWidth={shown.narrow}
        maxWidth={shown.narrow ? 'xs' : undefined}
      >
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id={titleId}>{shown.inDialog}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Box id={textId}>{intro}</Box>
              {fields}
            </Stack>
          </DialogContent>
          <DialogActions>
            {cancelButton}
            {submitButton}
          </DialogActions>
        </Box>
      </Dialog>
      {codeStep.step}
    </>
  );
}
