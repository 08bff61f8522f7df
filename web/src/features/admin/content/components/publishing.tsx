/**
 * Drafts and scheduling on the staff's content lists: the state chip, the row's
 * publishing menu (Publish now, Schedule…, Unpublish) and the dialog that picks a publish time.
 * Each action is a save of the record's publish time (content store `publish`), so the rules, the
 * version check, the audit trail and the members' caches follow as for any save.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useId, useState } from 'react';
import { PUBLISH_STATE_LABELS, publishState, type PublishState } from '@common/publishing';
import { formatDateTime } from '@/lib/format-date';
import { LabelChip } from '@/components/ui/label-chip';
import { BusyButton } from '../../shared/busy-button';

/** What a publishing action saves: 'now', a scheduled time, or null (back to a draft). */
export type PublishChange = Date | 'now' | null;

const CHIP_COLORS: Record<PublishState, 'default' | 'info' | 'success'> = { draft: 'default', scheduled: 'info', published: 'success' };

/** The record's state in words ("Scheduled for Mar 3, 2026, 10:00 AM"), never colour alone. */
export function PublishChip({ publishedAt }: { publishedAt: Date | null }) {
  const state = publishState(publishedAt);
  const label = state === 'scheduled' ? `Scheduled for ${formatDateTime(publishedAt)}` : PUBLISH_STATE_LABELS[state];
  return <LabelChip size="small" label={label} color={CHIP_COLORS[state]} variant={state === 'draft' ? 'outlined' : 'filled'} />;
}

interface PublishMenuProps {
  /** The record's title or name, for the button's accessible name. */
  label: string;
  publishedAt: Date | null;
  onPublishNow: () => void;
  onSchedule: () => void;
  onUnpublish: () => void;
}

/** The row's Publish button: the actions that change its state. */
export function PublishMenu({ label, publishedAt, onPublishNow, onSchedule, onUnpublish }: PublishMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const state = publishState(publishedAt);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon aria-hidden="true" />}
        aria-label={`Publish options for ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Publish
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {state !== 'published' && <MenuItem onClick={choose(onPublishNow)}>Publish now</MenuItem>}
        <MenuItem onClick={choose(onSchedule)}>{state === 'scheduled' ? 'Reschedule…' : 'Schedule…'}</MenuItem>
        {state !== 'draft' && <MenuItem onClick={choose(onUnpublish)}>Unpublish</MenuItem>}
      </Menu>
    </>
  );
}

/** A Date as the value of a datetime-local input, in the browser's time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's check of a publish time: a valid date in the future; the message to show, or null. */
export function scheduleError(value: string, now = new Date()): string | null {
  if (!value) return 'Choose the date and time to publish it.';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'Enter a valid date and time.';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future, or use Publish now.';
  return null;
}

interface ScheduleDialogProps {
  /** The record's title or name; null keeps the dialog closed. */
  name: string | null;
  /** Its current publish time, to start from when it is scheduled already. */
  publishedAt: Date | null;
  onConfirm: (at: Date) => Promise<void>;
  onClose: () => void;
}

/** Where the picker starts: the record's own time while it is still to come, else an hour from now. */
function startingValue(publishedAt: Date | null): string {
  const now = Date.now();
  return localInput(publishedAt && publishedAt.getTime() > now ? publishedAt : new Date(now + 60 * 60 * 1000));
}

/** Picks when members may first read the record (the browser's time zone, said in the dialog). */
export function ScheduleDialog({ name, publishedAt, onConfirm, onClose }: ScheduleDialogProps) {
  const titleId = useId();
  // The name stays while the dialog fades out after closing.
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);
  const [saving, setSaving] = useState(false);
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open={name !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Schedule “{shownName}”</DialogTitle>
      {name !== null && <ScheduleForm key={name} publishedAt={publishedAt} onConfirm={onConfirm} onClose={close} saving={saving} setSaving={setSaving} />}
    </Dialog>
  );
}

interface ScheduleFormProps extends Pick<ScheduleDialogProps, 'publishedAt' | 'onConfirm'> {
  onClose: () => void;
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

function ScheduleForm({ publishedAt, onConfirm, onClose, saving, setSaving }: ScheduleFormProps) {
  const [value, setValue] = useState(() => startingValue(publishedAt));
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const confirm = async () => {
    const problem = scheduleError(value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    setFailed(null);
    try {
      await onConfirm(new Date(value));
    } catch (failure) {
      console.error('Failed to schedule', failure);
      setFailed(failure instanceof Error && failure.message ? failure.message : 'Failed to schedule. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Members see it from this time on, without anything else to do. Times are in {zone}.</DialogContentText>
        <TextField
          type="datetime-local"
          label="Publish on"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          fullWidth
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <BusyButton onClick={confirm} busy={saving} label="Schedule" busyLabel="Scheduling..." />
      </DialogActions>
    </>
  );
}
