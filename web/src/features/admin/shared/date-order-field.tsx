import TextField from '@mui/material/TextField';
import type { DateOrder } from './admin-list';

const OPTIONS: readonly { value: DateOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Sorts an admin table by date (created), newest or oldest first. */
export function DateOrderField({ value, onChange }: { value: DateOrder; onChange: (order: DateOrder) => void }) {
  return (
    <TextField
      select
      label="Sort by date"
      value={value}
      onChange={(event) => onChange(event.target.value as DateOrder)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: '12rem' }}
    >
      {OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
