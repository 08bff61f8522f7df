import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/ui/page-heading';
import { LazyAlert } from '@/components/ui/lazy-alert';

/** What a sign-in or registration form tells its screen. */
export interface AuthFormProps {
  /**
   * True from submit until the request has finished (a sign-in with its owner-role check, a new
   * account with its name): the screen then waits before it shows the membership step.
   */
  onPendingChange?: (pending: boolean) => void;
}

/** What a form screen says around its fields. */
export interface AuthFormText {
  title: string;
  subtitle: string;
  submit: string;
  /** The line under the button: a question and the link to the screen that answers it. */
  prompt: string;
  link: { href: string; label: string };
}

interface AuthFormFrameProps {
  text: AuthFormText;
  /** From useSchemaForm (lib/use-schema-form.ts): the submit, the failed call's message (shown above the fields), and busy. */
  form: { handleSubmit: (event: FormEvent<HTMLFormElement>) => void; formError: string | null; busy: boolean };
  children: ReactNode;
}

/** What the sign-in, registration and password-reset forms look like around their fields. */
export function AuthFormFrame({ text, form: { handleSubmit, formError, busy }, children }: AuthFormFrameProps) {
  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <PageHeading subtitle={text.subtitle}>{text.title}</PageHeading>
      <Stack spacing={2.5}>
        {formError && <LazyAlert severity="error">{formError}</LazyAlert>}
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {text.submit}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {text.prompt} <Link href={text.link.href}>{text.link.label}</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
