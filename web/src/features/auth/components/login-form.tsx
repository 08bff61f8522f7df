import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { FormTextField } from '@/components/ui/form-text-field';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { loginErrorMessage } from '../errors';
import { focusField, validateLogin, type FieldErrors, type LoginValues } from '../validation';

interface LoginFormProps {
  /** True from submit until the sign-in (and the owner-role check) has finished. */
  onPendingChange?: (pending: boolean) => void;
}

export function LoginForm({ onPendingChange }: LoginFormProps) {
  const { refreshClaims } = useSession();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) {
      focusField(event.currentTarget, found.email ? 'email' : 'password');
      return;
    }
    setFormError(null);
    setBusy(true);
    onPendingChange?.(true);
    try {
      // Loaded at submit, so the form is usable before the Auth and Functions SDKs have arrived.
      const [{ signInWithPassword }, { syncOwnerRole }] = await Promise.all([import('../api/sign-in'), import('../api/claim-owner-role')]);
      const user = await signInWithPassword({ ...values, remember });
      await syncOwnerRole(user, refreshClaims);
    } catch (error) {
      setFormError(loginErrorMessage(error));
    } finally {
      setBusy(false);
      onPendingChange?.(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <PageHeading subtitle="Welcome back. Sign in to your member account.">Sign In</PageHeading>
      <Stack spacing={2.5}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <FormTextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label="Remember me"
          />
          <Link href={paths.forgotPassword}>Forgot password?</Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Sign In
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account? <Link href={paths.register}>Sign up</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
