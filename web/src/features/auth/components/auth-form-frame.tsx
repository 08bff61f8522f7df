import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/ui/page-heading';

interface AuthFormFrameProps {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failed call's message, above the fields. */
  formError: string | null;
  busy: boolean;
  submitLabel: string;
  /** The line under the button: the way to the other sign-in screens. */
  footer: ReactNode;
  children: ReactNode;
}

/** What the sign-in, registration and password-reset forms look like around their fields. */
export function AuthFormFrame({ title, subtitle, onSubmit, formError, busy, submitLabel, footer, children }: AuthFormFrameProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      <Stack spacing={2.5}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {submitLabel}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {footer}
        </Typography>
      </Stack>
    </Box>
  );
}
