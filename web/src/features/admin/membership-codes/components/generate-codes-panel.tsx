import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GenerateCodesRequest } from '@common/callable-contracts';
import { unboundOddsLine } from '@common/code-odds';
import { CODE_EXPIRY_DEFAULT_DAYS, GENERATE_MAX, GENERATE_MIN } from '@common/membership';
import { generateFormInput, sanitizeGenerateCount } from '@common/schemas/codes';
import { useSchemaForm } from '@/lib/use-schema-form';
import { emptyGenerateForm, localIsoDate, type CodeBinding, type GenerateForm } from '../codes';

export interface GenerateCodesPanelProps {
  /** Resolves true when the codes were generated (the invitee and the expiry then start afresh). */
  onGenerate: (request: GenerateCodesRequest) => Promise<boolean>;
}

/** The odds of an unbound code, from the budgets the server enforces: the same for every render. */
const UNBOUND_ODDS = unboundOddsLine();

/**
 * 'Generate New Codes' (docs/product.md §2, §5), bound and expiring by default
 * (docs/decisions/0002-membership-codes.md): first the invitee's e-mail (only that verified address
 * can redeem the code, so it cannot be guessed), then "Unbound code" with its published odds, and
 * an expiry date filled in CODE_EXPIRY_DEFAULT_DAYS ahead. The function has the final word on all.
 */
export function GenerateCodesPanel({ onGenerate }: GenerateCodesPanelProps) {
  const headingId = useId();
  const bindingId = useId();
  const inviteeHintId = useId();
  const unboundHintId = useId();
  const { form, errors, busy, set, setBinding, tidyCount, handleSubmit } = useGenerateForm(onGenerate);
  const today = localIsoDate(new Date());
  // Named for the focus on an error, which replaces their hint.
  const checked = (name: 'inviteeEmail' | 'expiryDate', hint: string) => ({
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
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={bindingId} sx={{ mb: 0.5 }}>
            Who can redeem it
          </FormLabel>
          <RadioGroup aria-labelledby={bindingId} name="binding" value={form.binding} onChange={(event) => setBinding(event.target.value as CodeBinding)}>
            <FormControlLabel value="invitee" control={<Radio slotProps={{ input: { 'aria-describedby': inviteeHintId } }} />} label="One invitee, by e-mail (recommended)" />
            <FormHelperText id={inviteeHintId} sx={{ mt: -0.5, mb: 1, ml: 4 }}>
              Only the account with this e-mail address, once verified, can redeem the code: it cannot be guessed.
            </FormHelperText>
            <FormControlLabel value="unbound" control={<Radio slotProps={{ input: { 'aria-describedby': unboundHintId } }} />} label="Unbound code" />
            <FormHelperText id={unboundHintId} sx={{ mt: -0.5, ml: 4 }}>
              {UNBOUND_ODDS}
            </FormHelperText>
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 14rem auto' }, alignItems: 'start' }}>
          {form.binding === 'invitee' ? (
            <TextField
              label="Invitee e-mail"
              type="email"
              autoComplete="off"
              required
              {...checked('inviteeEmail', 'The code is for this address only')}
            />
          ) : (
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
          )}
          <TextField
            label="Expiry date"
            type="date"
            {...checked('expiryDate', `Works through this day (${CODE_EXPIRY_DEFAULT_DAYS} days unless changed); empty: never expires`)}
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
            {busy ? 'Generating...' : form.binding === 'invitee' ? 'Generate Code' : 'Generate Codes'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** The panel's rules: the form's schema (common/schemas/codes.ts), whose output is the callable's request. */
const GENERATE_FORM = generateFormInput();

/**
 * The panel's form (the one form hook): text as typed, errors shown after the first Generate and
 * then following every change, the count tidied to a whole number in range, and after a success a
 * fresh invitee and expiry (the choice and the count stay for the next batch).
 */
function useGenerateForm(onGenerate: GenerateCodesPanelProps['onGenerate']) {
  const schemaForm = useSchemaForm({
    schema: GENERATE_FORM,
    initial: emptyGenerateForm(),
    // onGenerate shows its own refusals (the screen's alert) and answers false.
    describeFailure: () => ({ shown: '' }),
    async submit(request) {
      const { binding, count } = schemaForm.values;
      if (await onGenerate(request)) schemaForm.reset({ ...emptyGenerateForm(), binding, count: String(request.unbound ? request.count : sanitizeGenerateCount(count)) });
    },
  });
  const { values: form, errors, busy, update } = schemaForm;
  const set = (field: 'inviteeEmail' | 'count' | 'expiryDate') => (event: { target: { value: string } }) => update({ ...form, [field]: event.target.value });
  const setBinding = (binding: CodeBinding) => update({ ...form, binding });
  const tidyCount = () => update({ ...form, count: String(sanitizeGenerateCount(form.count)) });
  return { form: form as GenerateForm, errors, busy, set, setBinding, tidyCount, handleSubmit: schemaForm.handleSubmit };
}
