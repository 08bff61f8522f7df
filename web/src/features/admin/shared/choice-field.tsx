import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  sx?: SxProps<Theme>;
}

/** A filter or order beside an admin table's search box: a native select, its label always shown. */
export function ChoiceField<V extends string>({ label, value, options, onChange, sx }: ChoiceFieldProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {options.map((option) => (
        <option key={option.value || 'all'} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
