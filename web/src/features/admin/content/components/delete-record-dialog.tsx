import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { BusyButton } from '../../shared/busy-button';

interface DeleteRecordDialogProps {
  /** 'article' */
  noun: string;
  /** The record's title or name; null keeps the dialog closed. */
  name: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before deleting for good; a failure is shown in the dialog. */
export function DeleteRecordDialog({ noun, name, onConfirm, onClose }: DeleteRecordDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  // The name stays while the dialog fades out after closing.
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);

  const close = () => {
    if (deleting) return;
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch (error) {
      console.error(`Failed to delete ${noun}`, error);
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={name !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Delete {noun}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          “{shownName}” and its uploaded files will be deleted for good. Members will no longer see it. This cannot be undone.
        </DialogContentText>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            Failed to delete {noun}. Please try again.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <BusyButton color="error" onClick={confirm} busy={deleting} label="Delete" busyLabel="Deleting..." />
      </DialogActions>
    </Dialog>
  );
}
