/**
 * The My Account menu's "Text size" dialog. Its own module: only the account menus,
 * themselves loaded on first use, import it, so no screen loads MUI's Dialog and Modal up front.
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TEXT_SIZE_LABEL, TextSizeControl } from './text-size-control';

interface TextSizeDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing transition: where focus goes (the control that opened it may be gone). */
  onClosed?: () => void;
}

/** The My Account menu's "Text size": the control, and a line of text to judge it by. */
export function TextSizeDialog({ open, onClose, onClosed }: TextSizeDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus={Boolean(onClosed)}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId}>{TEXT_SIZE_LABEL}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Choose how large the portal's text is on this device.</Typography>
        <TextSizeControl hideLabel />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
