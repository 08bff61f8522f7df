/**
 * The admin screens' re-authentication for the sensitive staff actions (lib/recent-sign-in.tsx): a
 * dialog over the action's own asks for the password, then the existing code step asks for a new
 * SMS code; the action then runs again. Mounted around the admin screens by app/guards.tsx.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/ui/form-text-field';
import { RecentSignInContext } from '@/lib/recent-sign-in';
import { useSchemaForm } from '@/lib/use-schema-form';
import { MESSAGES } from '@common/messages';
import { currentPasswordInput } from '@common/schemas/account';
import { confirmPassword } from '../api/second-factor';
import { passwordAgainFailure } from './messages';
import { CodeStepCancelled, useCodeStep } from './use-code-step';

export const RECENT_SIGN_IN_TEXT = {
  title: 'Enter your password again',
  explanation: MESSAGES.recentSecondFactorRequired,
  submit: 'Continue',
  cancel: 'Cancel',
} as const;

interface Pending {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function PasswordDialog({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const codeStep = useCodeStep();
  const form = useSchemaForm({
    schema: currentPasswordInput,
    initial: { currentPassword: '' },
    describeFailure: (error) => passwordAgainFailure(error, { shown: MESSAGES.recentSecondFactorRequired, logged: 'Re-authentication for a staff action failed' }),
    async submit({ currentPassword }) {
      await confirmPassword(currentPassword, codeStep.ask);
      onDone();
    },
  });
  return (
    <>
      <Dialog open onClose={form.busy ? undefined : onCancel} aria-labelledby="recent-sign-in-title" aria-describedby="recent-sign-in-text" fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id="recent-sign-in-title">{RECENT_SIGN_IN_TEXT.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography id="recent-sign-in-text">{RECENT_SIGN_IN_TEXT.explanation}</Typography>
              {form.formError && <Alert severity="error">{form.formError}</Alert>}
              <FormTextField label="Current Password" type="password" autoComplete="current-password" {...form.textField('currentPassword')} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={form.busy}>
              {RECENT_SIGN_IN_TEXT.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={form.busy}>
              {RECENT_SIGN_IN_TEXT.submit}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {codeStep.step}
    </>
  );
}

export default function RecentSignInProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        // One question at a time: a second ask while one is open gets the same answer.
        const open = current.current;
        const next: Pending = {
          resolve: () => {
            open?.resolve();
            resolve();
          },
          reject: (reason) => {
            open?.reject(reason);
            reject(reason);
          },
        };
        current.current = next;
        setPending(next);
      }),
    [],
  );
  const close = (finish: (p: Pending) => void) => {
    const open = current.current;
    current.current = null;
    setPending(null);
    if (open) finish(open);
  };
  return (
    <RecentSignInContext.Provider value={ask}>
      {children}
      {pending && <PasswordDialog onDone={() => close((p) => p.resolve())} onCancel={() => close((p) => p.reject(new CodeStepCancelled()))} />}
    </RecentSignInContext.Provider>
  );
}
