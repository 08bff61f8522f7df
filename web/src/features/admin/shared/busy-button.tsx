import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface BusyButtonProps extends Omit<ButtonProps, 'children' | 'startIcon'> {
  busy: boolean;
  /** 'Delete', and while busy 'Deleting...'. */
  label: string;
  busyLabel: string;
}

/** A dialog's confirming button: disabled with a spinner and its busy label while the action runs. */
export function BusyButton({ busy, label, busyLabel, disabled, variant = 'contained', ...props }: BusyButtonProps) {
  return (
    <Button
      variant={variant}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      {...props}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
