/**
 * Adding a phone for sign-in codes to the signed-in account: the e-mail address verified first
 * (Firebase refuses to enroll an unverified one), the phone number, the SMS code, done. An old
 * sign-in (auth/requires-recent-login) asks for the password again, in place. Staff's enrollment
 * screen and My Account's "Add sign-in protection" use it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSession } from '@/lib/session';
import { useSchemaForm } from '@/lib/use-schema-form';
import { currentPasswordInput } from '@common/schemas/account';
import { phoneInput } from '@common/schemas/second-factor';
import { ACCOUNT_MESSAGES } from '../account-errors';
import { sendVerificationEmail } from '../api/email-verification';
import { reauthenticate } from '../api/reauthenticate';
import { emailVerifiedNow, startEnrollment, type Enrollment } from '../api/second-factor';
import { BAD_CREDENTIALS, errorCode } from '../errors';
import { CodeForm } from './code-form';
import { SECOND_FACTOR_MESSAGES, sendFailure } from './messages';

export const ENROLL_TEXT = {
  phoneLabel: 'Mobile phone number',
  phoneHint: 'With its country code, e.g. +1 555 010 0123',
  sendCode: 'Send code',
  codeTitle: 'Enter the code',
  confirm: 'Confirm',
  otherNumber: 'Use a different number',
  verifyFirst: (email: string) =>
    `Sign-in codes can only be set up for an account whose e-mail address is confirmed. Please verify ${email} first: we send you a link.`,
  sendLink: 'Send verification link',
  linkSent: 'The link is on its way. Open it, then come back here and choose "I have verified my address".',
  checkAgain: 'I have verified my address',
  notYet: 'Your address is not verified yet. Please open the link in the e-mail we sent.',
  linkFailed: 'Could not send the link. Please try again.',
  passwordAgain: 'For your security, please enter your password again before adding a phone.',
  passwordLabel: 'Password',
  continue: 'Continue',
} as const;

type Step =
  | { name: 'phone' }
  | { name: 'password'; phoneNumber: string }
  | { name: 'code'; phoneNumber: string; enrollment: Enrollment }
  | { name: 'done' };

function VerifyEmailFirst({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'checking'>('idle');
  const [message, setMessage] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  async function sendLink() {
    setState('sending');
    setMessage(null);
    try {
      await sendVerificationEmail();
      setState('sent');
      setMessage({ severity: 'info', text: ENROLL_TEXT.linkSent });
    } catch (error) {
      console.error('Sending the verification e-mail failed', error);
      setState('idle');
      setMessage({ severity: 'error', text: ENROLL_TEXT.linkFailed });
    }
  }
  async function check() {
    setState('checking');
    try {
      if (await emailVerifiedNow()) return onVerified();
      setMessage({ severity: 'info', text: ENROLL_TEXT.notYet });
    } catch (error) {
      console.error('Checking the e-mail verification failed', error);
      setMessage({ severity: 'error', text: SECOND_FACTOR_MESSAGES.network });
    }
    setState('sent');
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{ENROLL_TEXT.verifyFirst(email)}</Typography>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => void sendLink()} loading={state === 'sending'}>
          {ENROLL_TEXT.sendLink}
        </Button>
        <Button variant="outlined" onClick={() => void check()} loading={state === 'checking'}>
          {ENROLL_TEXT.checkAgain}
        </Button>
      </Stack>
    </Stack>
  );
}

function PhoneForm({ initial, onSent, onRecentLoginRequired, onUnverified }: {
  initial: string;
  onSent: (phoneNumber: string, enrollment: Enrollment) => void;
  onRecentLoginRequired: (phoneNumber: string) => void;
  onUnverified: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: phoneInput,
    initial: { phoneNumber: initial },
    describeFailure: (error) => sendFailure(error),
    async submit({ phoneNumber }) {
      setRefusal(null);
      try {
        onSent(phoneNumber, await startEnrollment(phoneNumber));
      } catch (error) {
        const code = errorCode(error);
        if (code === 'auth/requires-recent-login') return onRecentLoginRequired(phoneNumber);
        if (code === 'auth/unverified-email') return onUnverified();
        const failure = sendFailure(error);
        if (failure.at === 'form') throw error;
        setRefusal(failure.shown);
      }
    },
  });
  const field = form.textField('phoneNumber');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <FormTextField
          label={ENROLL_TEXT.phoneLabel}
          type="tel"
          autoComplete="tel"
          hint={ENROLL_TEXT.phoneHint}
          {...field}
          onChange={(event) => {
            setRefusal(null);
            field.onChange(event);
          }}
          error={field.error ?? refusal ?? undefined}
        />
        <Button type="submit" variant="contained" loading={form.busy}>
          {ENROLL_TEXT.sendCode}
        </Button>
      </Stack>
    </Box>
  );
}

function PasswordAgain({ onConfirmed, onCancel }: { onConfirmed: () => Promise<void>; onCancel: () => void }) {
  const form = useSchemaForm({
    schema: currentPasswordInput,
    initial: { currentPassword: '' },
    describeFailure: (error) =>
      BAD_CREDENTIALS.has(errorCode(error) ?? '') ? { shown: ACCOUNT_MESSAGES.wrongCurrentPassword } : sendFailure(error),
    async submit({ currentPassword }) {
      await reauthenticate(currentPassword);
      await onConfirmed();
    },
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{ENROLL_TEXT.passwordAgain}</Typography>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <FormTextField label={ENROLL_TEXT.passwordLabel} type="password" autoComplete="current-password" {...form.textField('currentPassword')} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" loading={form.busy}>
            {ENROLL_TEXT.continue}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {ENROLL_TEXT.otherNumber}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export interface EnrollPhoneProps {
  /** What the step says once the phone is added. */
  doneText: string;
  /** The code step's heading level: 'h2' on its own page, 'h3' inside a section. */
  headingLevel?: 'h2' | 'h3';
  onEnrolled?: () => void;
}

export function EnrollPhone({ doneText, headingLevel = 'h2', onEnrolled }: EnrollPhoneProps) {
  const { user } = useSession();
  const [verified, setVerified] = useState(user?.emailVerified ?? false);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [lastPhone, setLastPhone] = useState('');

  if (!user) return null;
  if (!verified) return <VerifyEmailFirst email={user.email ?? ''} onVerified={() => setVerified(true)} />;
  if (step.name === 'done') {
    return (
      <Alert severity="success" role="status">
        {doneText}
      </Alert>
    );
  }
  if (step.name === 'password') {
    const { phoneNumber } = step;
    return (
      <PasswordAgain
        onCancel={() => setStep({ name: 'phone' })}
        onConfirmed={async () => setStep({ name: 'code', phoneNumber, enrollment: await startEnrollment(phoneNumber) })}
      />
    );
  }
  if (step.name === 'code') {
    const { phoneNumber, enrollment } = step;
    return (
      <CodeForm
        heading={
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.25rem', mb: 2 }}>
            {ENROLL_TEXT.codeTitle}
          </Typography>
        }
        phone={phoneNumber}
        alreadySent
        send={async () => setStep({ name: 'code', phoneNumber, enrollment: await startEnrollment(phoneNumber) })}
        confirm={async (code) => {
          await enrollment.confirm(code);
          setStep({ name: 'done' });
          onEnrolled?.();
        }}
        submit={ENROLL_TEXT.confirm}
        back={{ label: ENROLL_TEXT.otherNumber, onClick: () => setStep({ name: 'phone' }) }}
      />
    );
  }
  return (
    <PhoneForm
      initial={lastPhone}
      onSent={(phoneNumber, enrollment) => {
        setLastPhone(phoneNumber);
        setStep({ name: 'code', phoneNumber, enrollment });
      }}
      onRecentLoginRequired={(phoneNumber) => {
        setLastPhone(phoneNumber);
        setStep({ name: 'password', phoneNumber });
      }}
      onUnverified={() => setVerified(false)}
    />
  );
}
