/**
 * My Account's two forms: the full name, and the password. Both follow the auth forms'
 * rules (useSchemaForm over their schemas of common/schemas/account.ts): field messages from the first submit, the first wrong field focused, one call
 * at a time, a refusal the person can put right shown in its own words.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@common/accounts';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSession } from '@/lib/session';
import { changeEmail, changePassword, updateMyName } from '../api/my-account';
import { emailChangeFailure, nameChangeFailure, passwordChangeFailure } from '../account-errors';
import { emailChangeInput, nameInput, passwordChangeInput, type EmailChangeInput, type PasswordChangeInput } from '@common/schemas/account';
import type { output, ZodMiniType } from 'zod/mini';
import { useSchemaForm, type SchemaFormOptions } from '@/lib/use-schema-form';
import type { SecondFactorStep } from '../api/reauthenticate';
import { useCodeStep } from '../second-factor/use-code-step';

interface AccountFormProps {
  title: string;
  submit: string;
  form: { handleSubmit: (event: FormEvent<HTMLFormElement>) => void; formError: string | null; busy: boolean };
  done: string | null;
  children: ReactNode;
}

/** One titled section of My Account with its form, its failure above the fields and its success below. */
function AccountForm({ title, submit, form: { handleSubmit, formError, busy }, done, children }: AccountFormProps) {
  const headingId = `${submit.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.375rem', mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {children}
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {submit}
          </Button>
        </Box>
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

export const ACCOUNT_TEXT = {
  nameSaved: 'Your name was saved.',
  /** Never says whether the address is taken (docs/decisions/0003-accounts.md). */
  emailLinkSent: (email: string) =>
    `If this address can be used, a confirmation link is on its way to ${email}. Your e-mail address changes when you open it; until then, sign in with your current address.`,
  passwordChanged: 'Your password was changed. Any other browser where you were signed in has been signed out.',
} as const;

export function NameForm() {
  const { user, refreshClaims } = useSession();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: nameInput,
    initial: { name: user?.displayName ?? '' },
    describeFailure: nameChangeFailure,
    submit: async ({ name }) => {
      setDone(null);
      await updateMyName(name);
      // A fresh token re-reads the account, so the header and the welcome banner follow.
      await refreshClaims();
      setDone(ACCOUNT_TEXT.nameSaved);
    },
  });
  return (
    <AccountForm title="Your name" submit="Save name" form={form} done={done}>
      <FormTextField label="Full Name" autoComplete="name" {...form.textField('name')} />
    </AccountForm>
  );
}

const NO_PASSWORDS: PasswordChangeInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A form that signs the account in again before its change (the password, the e-mail address):
 * the code step for an account with a second factor, and once the change is made the fields
 * emptied and what `change` answers shown below them.
 */
function useReauthenticatingForm<S extends ZodMiniType>({ change, ...options }: Omit<SchemaFormOptions<S>, 'submit'> & {
  change: (values: output<S>, askCode: SecondFactorStep) => Promise<string>;
}) {
  const [done, setDone] = useState<string | null>(null);
  const codeStep = useCodeStep();
  const form = useSchemaForm({
    ...options,
    submit: async (values) => {
      setDone(null);
      const said = await change(values, codeStep.ask);
      form.reset();
      setDone(said);
    },
  });
  return { form, done, codeStep: codeStep.step };
}

export function PasswordForm() {
  const { form, done, codeStep } = useReauthenticatingForm({
    schema: passwordChangeInput,
    initial: NO_PASSWORDS,
    describeFailure: passwordChangeFailure,
    change: async ({ currentPassword, password }, askCode) => {
      await changePassword(currentPassword, password, askCode);
      return ACCOUNT_TEXT.passwordChanged;
    },
  });
  // Beside the form, not in it: a submit inside the dialog's portal would bubble to this form's handler.
  return (
    <>
      <AccountForm title="Change password" submit="Change password" form={form} done={done}>
        <FormTextField label="Current Password" type="password" autoComplete="current-password" {...form.textField('currentPassword')} />
        <FormTextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...form.textField('password')}
        />
        <FormTextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.textField('confirmPassword')} />
      </AccountForm>
      {codeStep}
    </>
  );
}

const NO_EMAIL_CHANGE: EmailChangeInput = { email: '', currentPassword: '' };

export function EmailForm() {
  const { user } = useSession();
  const { form, done, codeStep } = useReauthenticatingForm({
    schema: emailChangeInput(user?.email ?? null),
    initial: NO_EMAIL_CHANGE,
    describeFailure: emailChangeFailure,
    change: async ({ email, currentPassword }, askCode) => {
      await changeEmail(currentPassword, email, askCode);
      return ACCOUNT_TEXT.emailLinkSent(email);
    },
  });
  return (
    <>
      <AccountForm title="Change e-mail address" submit="Send confirmation link" form={form} done={done}>
        <FormTextField label="New E-mail" type="email" autoComplete="email" {...form.textField('email')} />
        <FormTextField label="Current Password" type="password" autoComplete="current-password" {...form.textField('currentPassword')} />
      </AccountForm>
      {codeStep}
    </>
  );
}
