import { useState } from 'react';
import { ConfirmDialog } from '../../shared/confirm-dialog';
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

/** Every members action runs only after this confirmation, which says what will happen. */
export function MemberActionDialog({ target, busy, error, onCancel, onConfirm }: MemberActionDialogProps) {
  // The texts stay while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const texts = shown ? ACTION_TEXTS[shown.action] : null;
  return (
    <ConfirmDialog
      open={target !== null}
      title={texts?.title}
      text={shown && texts ? texts.confirm(shown.member) : ''}
      confirmLabel={texts?.button ?? ''}
      busyLabel={texts?.busy ?? ''}
      busy={busy}
      error={error}
      tone={shown?.action === 'makeAdmin' ? 'primary' : 'warning'}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
