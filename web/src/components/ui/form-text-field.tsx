import { useId, type ChangeEvent, type ClipboardEvent, type CSSProperties, type HTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FormTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  /** Marks the input required for assistive technology; the label stays exactly `label` (no asterisk). */
  required?: boolean;
  /** Shown under the field in the error colour; the input is then aria-invalid. */
  error?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  inputStyle?: CSSProperties;
  disabled?: boolean;
  /** A text area of at least `minRows` rows that grows with its text. */
  multiline?: boolean;
  minRows?: number;
}

/**
 * An outlined text field with its label, hint and error tied to the input (what TextField does),
 * without TextField's `select` mode, which would pull the menu and popover code into the sign-in
 * screen's download.
 */
export function FormTextField({
  label,
  name,
  value,
  onChange,
  onPaste,
  type = 'text',
  autoComplete,
  required,
  error,
  hint,
  inputMode,
  maxLength,
  pattern,
  inputStyle,
  disabled,
  multiline,
  minRows,
}: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        onChange={onChange}
        onPaste={onPaste}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        aria-describedby={helper ? helperId : undefined}
        inputProps={{ inputMode, maxLength, pattern, style: inputStyle, required, 'aria-required': required || undefined }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
