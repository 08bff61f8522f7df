import { lazy, Suspense, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { CheckField } from '@/components/ui/check-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSession } from '@/lib/session';
import { LoadingStatus } from '@/components/ui/loading-status';
import { errorCode, loginFailure, SECOND_FACTOR_REQUIRED } from '../errors';
import { AuthFormFrame, type AuthFormProps, type AuthFormText } from './auth-form-frame';
import { loginInput } from '@common/schemas/account';
import { useSchemaForm } from '@/lib/use-schema-form';

const LOGIN_TEXT: AuthFormText = {
  title: 'Sign In', submit: 'Sign In',
  subtitle: 'Welcome back. Sign in to your member account.',
  prompt: "Don't have an account?", link: { href: paths.register, label: 'Sign up' },
};

/** The code step: its own chunk, loaded only when Firebase asks for the second factor. */
const SignInCodeStep = lazy(() => import('../second-factor/sign-in-code-step'));

export function LoginForm({ onPendingChange }: AuthFormProps) {
  const { refreshClaims } = useSession();
  const [remember, setRemember] = useState(false);
  /** Firebase's request for the second factor: the code step shows instead of the form. */
  const [secondFactor, setSecondFactor] = useState<{ error: unknown } | null>(null);
  const form = useSchemaForm({
    schema: loginInput,
    initial: { email: '', password: '' },
    describeFailure: loginFailure,
    onPendingChange,
    async submit(login) {
      // Loaded at submit, so the form is usable before the Auth and Functions SDKs have arrived.
      const [{ signInWithPassword }, { syncOwnerRole }] = await Promise.all([import('../api/sign-in'), import('../api/claim-owner-role')]);
      let user;
      try {
        user = await signInWithPassword({ ...login, remember });
      } catch (error) {
        if (errorCode(error) !== SECOND_FACTOR_REQUIRED) throw error;
        setSecondFactor({ error });
        return;
      }
      await syncOwnerRole(user, refreshClaims);
    },
  });
  const { textField } = form;

  if (secondFactor) {
    return (
      <Suspense fallback={<LoadingStatus />}>
        <SignInCodeStep
          error={secondFactor.error}
          onPendingChange={onPendingChange}
          onBack={() => {
            form.reset({ ...form.values, password: '' });
            setSecondFactor(null);
          }}
          onSignedIn={async (user) => {
            const { syncOwnerRole } = await import('../api/claim-owner-role');
            await syncOwnerRole(user, refreshClaims);
          }}
        />
      </Suspense>
    );
  }

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
