import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { CheckField } from '@/components/ui/check-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSession } from '@/lib/session';
import { loginFailure } from '../errors';
import { AuthFormFrame, type AuthFormProps, type AuthFormText } from './auth-form-frame';
import { loginInput } from '@common/schemas/account';
import { useSchemaForm } from '@/lib/use-schema-form';

const LOGIN_TEXT: AuthFormText = {
  title: 'Sign In', submit: 'Sign In',
  subtitle: 'Welcome back. Sign in to your member account.',
  prompt: "Don't have an account?", link: { href: paths.register, label: 'Sign up' },
};

export function LoginForm({ onPendingChange }: AuthFormProps) {
  const { refreshClaims } = useSession();
  const [remember, setRemember] = useState(false);
  const form = useSchemaForm({
    schema: loginInput,
    initial: { email: '', password: '' },
    describeFailure: loginFailure,
    onPendingChange,
    async submit(login) {
      // Loaded at submit, so the form is usable before the Auth and Functions SDKs have arrived.
      const [{ signInWithPassword }, { syncOwnerRole }] = await Promise.all([import('../api/sign-in'), import('../api/claim-owner-role')]);
      const user = await signInWithPassword({ ...login, remember });
      await syncOwnerRole(user, refreshClaims);
    },
  });
  const { textField } = form;

  return (
    <AuthFormFrame text={LOGIN_TEXT} form={form}>
      <FormTextField label="Email" type="email" autoComplete="email" {...textField('email')} />
      <FormTextField label="Password" type="password" autoComplete="current-password" {...textField('password')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <CheckField label="Remember me" checked={remember} onChange={setRemember} />
        <Link href={paths.forgotPassword}>Forgot password?</Link>
      </Stack>
    </AuthFormFrame>
  );
}
