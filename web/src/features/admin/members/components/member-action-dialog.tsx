import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Member, MemberAction } from '../members';
import { ACTION_TEXTS } from '../messages';

export interface ActionTarget {
  member: Member;
  action: MemberAction;
}

export interface MemberActionDialogProps {
  /** The action asked for; null keeps the dialog closed. */
  target: ActionTarget | null;
  busy: boolean;
  /** The refusal of the last try, shown in the dialog (the person can cancel or try again). */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Every members action runs only after this confirmation, which says what will happen. Focus starts
 * on Cancel (the safe choice) and stays inside the dialog until it closes.
 */
export function MemberActionDialog({ target, busy, error, onCancel, onConfirm }: MemberActionDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The texts stay while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const texts = shown ? ACTION_TEXTS[shown.action] : null;
  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The row's button may be gone once the list reloads: the screen places the focus itself.
      disableRestoreFocus
    >
      <DialogTitle id={titleId} component="h2" variant="h3">
        {texts?.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shown && texts?.confirm(shown.member)}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={shown?.action === 'makeAdmin' ? 'primary' : 'warning'} onClick={onConfirm} aria-busy={busy}>
          {busy ? texts?.busy : texts?.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
