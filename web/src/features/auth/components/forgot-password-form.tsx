import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { FormTextField } from '@/components/ui/form-text-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resetFailure } from '../errors';
import { AuthFormFrame, type AuthFormText } from './auth-form-frame';
import { resetEmailInput } from '@common/schemas/account';
import { useSchemaForm } from '@/lib/use-schema-form';

const RESET_TEXT: AuthFormText = {
  title: 'Reset Password', submit: 'Send Reset Link',
  subtitle: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  prompt: 'Remembered it?', link: { href: paths.login, label: 'Return to login' },
};

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: resetEmailInput,
    initial: { email: '' },
    describeFailure: resetFailure,
    async submit({ email }) {
      // Loaded at submit, so the form is usable before the Auth SDK has arrived.
      const { sendPasswordReset } = await import('../api/send-password-reset');
      await sendPasswordReset(email);
      setSentTo(email);
    },
  });
  const { textField, reset, values } = form;
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(sentTo ? 'Check your email' : 'Reset Password');

  useEffect(() => {
    // Screen readers announce the new state; keyboard users continue from it.
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h1" ref={sentHeadingRef} tabIndex={-1}>
          Check your email
        </Typography>
        <Typography>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
          It may take a few minutes to arrive; please also look in your spam or junk folder.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              setSentTo(null);
              reset(values);
            }}
          >
            Try again
          </Button>
          <Button variant="contained" size="large" href={paths.login}>
            Return to login
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <AuthFormFrame text={RESET_TEXT} form={form}>
      <FormTextField label="Email" type="email" autoComplete="email" {...textField('email')} />
    </AuthFormFrame>
  );
}
