import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GenerateCodesRequest } from '@common/callable-contracts';
import { GENERATE_DEFAULT, GENERATE_MAX, GENERATE_MIN } from '@common/membership';
import {
  localIsoDate,
  sanitizeGenerateCount,
  toGenerateRequest,
  validateGenerateForm,
  type GenerateForm,
  type GenerateFormErrors,
} from '../codes';

const EMPTY: GenerateForm = { count: String(GENERATE_DEFAULT), inviteeEmail: '', expiryDate: '' };

export interface GenerateCodesPanelProps {
  /** Resolves true when the codes were generated (the optional fields then clear). */
  onGenerate: (request: GenerateCodesRequest) => Promise<boolean>;
}

/**
 * 'Generate New Codes' (docs/product.md §2, §5): how many (1-100, default 10), and beyond it an
 * optional invitee e-mail and expiry date (docs/decisions/0002-membership-codes.md). The function has the final word on all.
 */
export function GenerateCodesPanel({ onGenerate }: GenerateCodesPanelProps) {
  const headingId = useId();
  const { form, errors, busy, set, tidyCount, handleSubmit } = useGenerateForm(onGenerate);
  const today = localIsoDate(new Date());
  // The optional fields: named for the focus on an error, which replaces their hint.
  const optional = (name: keyof GenerateFormErrors, hint: string) => ({
    name,
    value: form[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.375rem', mb: 2 }}>
        Generate New Codes
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '10rem 1fr 14rem auto' }, alignItems: 'start' }}
      >
        <TextField
          label="Number of codes"
          name="count"
          type="number"
          value={form.count}
          onChange={set('count')}
          onBlur={tidyCount}
          helperText={`${GENERATE_MIN} to ${GENERATE_MAX}`}
          slotProps={{ htmlInput: { min: GENERATE_MIN, max: GENERATE_MAX, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          label="Invitee e-mail (optional)"
          type="email"
          autoComplete="off"
          {...optional('inviteeEmail', 'Only this account may redeem the codes')}
        />
        <TextField
          label="Expiry date (optional)"
          type="date"
          {...optional('expiryDate', 'Codes work through this day')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {busy ? 'Generating...' : 'Generate Codes'}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The panel's form: text as typed, errors shown after the first Generate and then following every
 * change, the count tidied to a whole number in range, and the form emptied after a success.
 */
function useGenerateForm(onGenerate: GenerateCodesPanelProps['onGenerate']) {
  const [form, setForm] = useState<GenerateForm>(EMPTY);
  const [errors, setErrors] = useState<GenerateFormErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof GenerateForm) => (event: { target: { value: string } }) => {
    const next = { ...form, [field]: event.target.value };
    setForm(next);
    if (errors.inviteeEmail || errors.expiryDate) setErrors(validateGenerateForm(next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const count = String(sanitizeGenerateCount(form.count));
    const current = { ...form, count };
    setForm(current);
    const found = validateGenerateForm(current);
    setErrors(found);
    if (found.inviteeEmail || found.expiryDate) {
      const first = event.currentTarget.elements.namedItem(found.inviteeEmail ? 'inviteeEmail' : 'expiryDate');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setBusy(true);
    const done = await onGenerate(toGenerateRequest(current));
    setBusy(false);
    if (done) setForm({ ...EMPTY, count });
  }

  const tidyCount = () => setForm((f) => ({ ...f, count: String(sanitizeGenerateCount(f.count)) }));
  return { form, errors, busy, set, tidyCount, handleSubmit };
}
