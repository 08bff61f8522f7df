import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The refusal of the last try, shown in the dialog (the person can cancel or try again). */
  error?: string | null;
  /** 'warning' for an action that takes something away, 'primary' for one that grants. */
  tone?: 'warning' | 'primary';
  /** What the action asks for besides the confirmation (a choice), under the text. */
  children?: ReactNode;
  /** The focus starts on Cancel, or on a field of `children` that takes it itself (autoFocus). */
  focusCancel?: boolean;
}

/**
 * A staff action that cannot be undone from the screen asks first. Focus starts on Cancel (the
 * safe choice), or on the choice the action asks for, and stays inside the dialog until it closes;
 * the screen places it afterwards (the button that opened it may be gone once the list reloads).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  error = null,
  tone = 'warning',
  children,
  focusCancel = true,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} disableRestoreFocus>
      <DialogTitle id={titleId} component="h2" variant="h3">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus={focusCancel}>
          Cancel
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
