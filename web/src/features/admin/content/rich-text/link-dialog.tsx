import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { checkLinkAddress } from './link-address';

interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, to change it. */
  initialUrl: string;
  /** A checked address; never called for an empty or refused entry. */
  onSubmit: (url: string) => void;
  onClose: () => void;
  /** After the dialog has gone (focus goes back to the text). */
  onExited?: () => void;
}

/**
 * Asks for a link's address (docs/product.md §2: the URL is asked for; an empty entry adds nothing).
 * Refused schemes say why and keep the dialog open.
 */
export function LinkDialog({ open, initialUrl, onSubmit, onClose, onExited }: LinkDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      {/* Remounted per opening: the field starts from the link under the cursor each time. */}
      {open && <LinkForm titleId={titleId} initialUrl={initialUrl} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ titleId, initialUrl, onSubmit, onClose }: Omit<LinkDialogProps, 'open' | 'onExited'> & { titleId: string }) {
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const check = checkLinkAddress(value);
    if (check.status === 'refused') {
      setError(check.message);
      return;
    }
    if (check.status === 'empty') onClose();
    else onSubmit(check.url);
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{initialUrl ? 'Edit link' : 'Add link'}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label="Link address"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'For example https://example.org/page, mailto:name@example.org or /resources'}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' }, formHelperText: error ? { role: 'alert' } : {} }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {initialUrl ? 'Update link' : 'Add link'}
        </Button>
      </DialogActions>
    </form>
  );
}
