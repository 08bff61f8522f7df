import { useState } from 'react';
import { CODES_MESSAGES } from '../messages';
import { ConfirmDialog } from '../../shared/confirm-dialog';

export interface ResetCodeDialogProps {
  /** The code to reset; null keeps the dialog closed. */
  code: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** docs/product.md §4/§5: a used code is reset only after this confirmation. */
export function ResetCodeDialog({ code, busy, onCancel, onConfirm }: ResetCodeDialogProps) {
  // The title keeps its code while the dialog fades out.
  const [shown, setShown] = useState(code);
  if (code !== null && code !== shown) setShown(code);
  return (
    <ConfirmDialog
      open={code !== null}
      title={`Reset code ${shown}`}
      text={CODES_MESSAGES.resetConfirm}
      confirmLabel="Reset Code"
      busyLabel="Resetting..."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
