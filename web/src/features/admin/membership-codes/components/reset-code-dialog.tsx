import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CODES_MESSAGES } from '../messages';

export interface ResetCodeDialogProps {
  /** The code to reset; null keeps the dialog closed. */
  code: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * SPEC.md §4/§5: a used code is reset only after this confirmation. Focus starts on Cancel (the
 * safe choice) and stays inside the dialog until it closes.
 */
export function ResetCodeDialog({ code, busy, onCancel, onConfirm }: ResetCodeDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The title keeps its code while the dialog fades out.
  const [shown, setShown] = useState(code);
  if (code !== null && code !== shown) setShown(code);
  return (
    <Dialog
      open={code !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The row's Reset button is gone once the list reloads: the screen places the focus itself.
      disableRestoreFocus
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        Reset code {shown}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{CODES_MESSAGES.resetConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm} aria-busy={busy}>
          {busy ? 'Resetting...' : 'Reset Code'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
