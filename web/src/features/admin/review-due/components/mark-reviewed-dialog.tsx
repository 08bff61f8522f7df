import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRACTICE } from '@/config/practice';
import { formatLongDate, isoDate } from '@/lib/format-date';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { reviewedDates, rowKindName, rowTitle, type ReviewRow } from '../review-due';

export const REVIEWER_LABEL = 'Reviewed by';
export const REVIEWER_MISSING = 'Choose the clinician who reviewed it';

export interface MarkReviewedDialogProps {
  /** The record to mark; null keeps the dialog closed. */
  row: ReviewRow | null;
  /** Today, 'YYYY-MM-DD' (the browser's day). */
  today: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog (the person can cancel or try again). */
  error: string | null;
  onCancel: () => void;
  onConfirm: (reviewer: string) => void;
}

/**
 * "Mark reviewed": who reviewed it (one of the practice's clinicians, required; the focus starts
 * there) and the dates it will store, today's review and the next one due after the practice's
 * review period.
 */
export function MarkReviewedDialog({ row, today, busy, error, onCancel, onConfirm }: MarkReviewedDialogProps) {
  // The texts stay while the dialog fades out.
  const [shown, setShown] = useState(row);
  const [reviewer, setReviewer] = useState('');
  const [missing, setMissing] = useState(false);
  if (row !== null && row !== shown) {
    setShown(row);
    setReviewer('');
    setMissing(false);
  }
  const dates = shown ? reviewedDates(shown, today) : null;

  return (
    <ConfirmDialog
      open={row !== null}
      title="Mark reviewed"
      text={shown ? `${rowKindName(shown)}: ${rowTitle(shown)}` : ''}
      confirmLabel="Mark reviewed"
      busyLabel="Saving..."
      busy={busy}
      error={error}
      tone="primary"
      focusCancel={false}
      onCancel={onCancel}
      onConfirm={() => {
        if (busy) return;
        if (reviewer) onConfirm(reviewer);
        else setMissing(true);
      }}
    >
      <TextField
        select
        required
        fullWidth
        autoFocus
        label={REVIEWER_LABEL}
        value={reviewer}
        onChange={(event) => {
          setReviewer(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? REVIEWER_MISSING : "One of the practice's clinical reviewers"}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 3 }}
      >
        <option value="">Choose a reviewer</option>
        {PRACTICE.reviewers.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      {dates && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Last reviewed on
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <time dateTime={isoDate(dates.reviewedAt)}>{formatLongDate(dates.reviewedAt)}</time> (today)
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Next review due
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <time dateTime={isoDate(dates.reviewDue)}>{formatLongDate(dates.reviewDue)}</time> ({PRACTICE.reviewPeriodMonths} months on)
          </Typography>
        </Box>
      )}
    </ConfirmDialog>
  );
}
