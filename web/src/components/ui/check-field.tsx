import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FOCUS_RING } from '@/lib/theme';

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  /** The label in the error colour and the box aria-invalid. */
  error?: boolean;
  /** The id of the text that explains the box (its error). */
  describedBy?: string;
}

/**
 * A checkbox with its label: the browser's own box in the theme's colour, the whole row a 44 px
 * touch target. The sign-in and registration forms use it instead of MUI's Checkbox and
 * FormControlLabel, which with their ripple and icons add weight to the sign-in screen.
 */
export function CheckField({ label, checked, onChange, name, error = false, describedBy }: CheckFieldProps) {
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 44, cursor: 'pointer', typography: 'body1', color: error ? 'error.main' : 'text.primary' }}
    >
      <Box
        component="input"
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error || undefined}
        aria-describedby={describedBy}
        sx={{ width: 22, height: 22, m: 0, flexShrink: 0, cursor: 'inherit', accentColor: (theme) => theme.palette.primary.main, '&:focus-visible': FOCUS_RING }}
      />
      <span>{label}</span>
    </Box>
  );
}
