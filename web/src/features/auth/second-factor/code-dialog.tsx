/**
 * The code step of a re-authentication (My Account's password, e-mail and deletion, removing a
 * phone), in a dialog over the form that asked: loaded only when Firebase asks for the second factor.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { codeChallenge } from '../api/second-factor';
import { CodeForm } from './code-form';

export const CODE_DIALOG_TEXT = {
  title: 'Confirm it is you',
  subtitle: 'Your account is protected by a second step: enter the code we sent to your phone.',
  submit: 'Verify',
  cancel: 'Cancel',
} as const;

export interface CodeDialogProps {
  /** Firebase's refusal of the re-authentication (auth/multi-factor-auth-required). */
  error: unknown;
  onDone: () => void;
  onCancel: () => void;
}

export default function CodeDialog({ error, onDone, onCancel }: CodeDialogProps) {
  const [challenge] = useState(() => codeChallenge(error));
  return (
    <Dialog open onClose={onCancel} aria-labelledby="code-dialog-title" fullWidth maxWidth="xs">
      <DialogContent>
        <CodeForm
          heading={
            <>
              <Typography variant="h2" id="code-dialog-title" sx={{ fontSize: '1.375rem', mb: 1 }}>
                {CODE_DIALOG_TEXT.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {CODE_DIALOG_TEXT.subtitle}
              </Typography>
            </>
          }
          phone={challenge.phoneHint}
          send={challenge.send}
          confirm={async (code) => {
            await challenge.confirm(code);
            onDone();
          }}
          submit={CODE_DIALOG_TEXT.submit}
          back={{ label: CODE_DIALOG_TEXT.cancel, onClick: onCancel }}
        />
      </DialogContent>
    </Dialog>
  );
}
