import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { PASSWORD_MIN_LENGTH } from '@common/accounts';
import { paths } from '@/config/paths';
import { CheckField } from '@/components/ui/check-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { registerFailure } from '../errors';
import { AuthFormFrame, type AuthFormProps, type AuthFormText } from './auth-form-frame';
import { registerInput } from '@common/schemas/account';
import { useSchemaForm } from '@/lib/use-schema-form';

const TERMS_HELP_ID = 'register-terms-error';

/** A legal page, readable before joining; in a new tab, so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

const REGISTER_TEXT: AuthFormText = {
  title: 'Create Account', submit: 'Create Account',
  subtitle: 'Join the member portal. You will need the 4-digit membership code from the practice.',
  prompt: 'Already have an account?', link: { href: paths.login, label: 'Sign in' },
};

export function RegisterForm({ onPendingChange }: AuthFormProps) {
  const form = useSchemaForm({
    schema: registerInput,
    // In screen order: the first field in error takes the focus.
    initial: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    describeFailure: registerFailure,
    onPendingChange,
    async submit(account) {
      // Loaded at submit, so the form is usable before the Auth SDK has arrived.
      const { registerAccount } = await import('../api/register-account');
      await registerAccount(account);
    },
  });
  const { values, errors, update, textField } = form;

  return (
    <AuthFormFrame text={REGISTER_TEXT} form={form}>
      <FormTextField label="Full Name" autoComplete="name" {...textField('name')} />
      <FormTextField label="Email" type="email" autoComplete="email" {...textField('email')} />
      <FormTextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...textField('password')}
      />
      <FormTextField label="Confirm Password" type="password" autoComplete="new-password" {...textField('confirmPassword')} />
      <FormControl error={Boolean(errors.acceptTerms)} required>
        <CheckField
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(acceptTerms) => update({ ...values, acceptTerms })}
          error={Boolean(errors.acceptTerms)}
          describedBy={errors.acceptTerms ? TERMS_HELP_ID : undefined}
          label={
            <>
              I agree to the <LegalLink to={paths.terms}>Terms of Service</LegalLink> and <LegalLink to={paths.privacy}>Privacy Policy</LegalLink>
            </>
          }
        />
        {errors.acceptTerms && <FormHelperText id={TERMS_HELP_ID}>{errors.acceptTerms}</FormHelperText>}
      </FormControl>
    </AuthFormFrame>
  );
}
