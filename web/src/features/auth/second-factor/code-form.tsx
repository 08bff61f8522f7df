/**
 * The one code step of the second factor: the SMS code's field, "Send a new code" once
 * SMS_RESEND_SECONDS have passed, and Firebase's refusals (wrong code, too many tries) at the field.
 * The sign-in screen, every re-authentication of My Account and the enrollment use it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/ui/form-text-field';
import { focusField, useSchemaForm } from '@/lib/use-schema-form';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS, smsCodeInput } from '@common/schemas/second-factor';
import { codeFailure, sendFailure, type SecondFactorFailure } from './messages';

export const CODE_TEXT = {
  label: 'SMS code',
  sending: (phone: string) => `Sending a code to ${phone}...`,
  sent: (phone: string) => `We sent a ${SMS_CODE_LENGTH}-digit code by SMS to ${phone}.`,
  resend: 'Send a new code',
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
} as const;

export interface CodeFormProps {
  /** The heading, its level and the text under it. */
  heading: ReactNode;
  /** Where the code goes, as Firebase shows it. */
  phone: string;
  /** Sends a code (again). */
  send: () => Promise<void>;
  /** Whether a code is already on its way when the step opens (else the step sends the first). */
  alreadySent?: boolean;
  /** Checks the code and goes on; throws Firebase's refusal. */
  confirm: (code: string) => Promise<void>;
  submit: string;
  /** The way back out of the step (another number, back to the sign-in, cancel). */
  back: { label: string; onClick: () => void };
  /** True from submit until the check has finished. */
  onPendingChange?: (pending: boolean) => void;
}

type Sending = 'sending' | 'sent' | 'failed';

export function CodeForm({ heading, phone, send, alreadySent = false, confirm, submit, back, onPendingChange }: CodeFormProps) {
  const [sending, setSending] = useState<Sending>(alreadySent ? 'sent' : 'sending');
  const [resendAt, setResendAt] = useState(() => Date.now() + SMS_RESEND_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [refusal, setRefusal] = useState<SecondFactorFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentFirst = useRef(alreadySent);

  function refuse(failure: SecondFactorFailure, error: unknown) {
    if (failure.logged) console.error(failure.logged, error);
    setRefusal(failure);
    if (failure.at === 'field') focusField(formRef.current, 'code');
  }

  async function sendCode() {
    setSending('sending');
    setRefusal(null);
    try {
      await send();
      setSending('sent');
      setResendAt(Date.now() + SMS_RESEND_SECONDS * 1000);
      focusField(formRef.current, 'code');
    } catch (error) {
      setSending('failed');
      setResendAt(Date.now());
      refuse(sendFailure(error), error);
    }
  }

  // The first code goes out as the step opens, once (a second mount in development sends no second SMS).
  useEffect(() => {
    if (sentFirst.current) {
      focusField(formRef.current, 'code');
      return;
    }
    sentFirst.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens
  }, []);

  // The countdown to "Send a new code": one tick a second while it runs.
  const waiting = now < resendAt;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [waiting]);

  const form = useSchemaForm({
    schema: smsCodeInput,
    initial: { code: '' },
    describeFailure: codeFailure,
    onPendingChange,
    async submit({ code }) {
      setRefusal(null);
      try {
        await confirm(code);
      } catch (error) {
        const failure = codeFailure(error);
        if (failure.at === 'form') throw error;
        refuse(failure, error);
      }
    },
  });
  const field = form.textField('code');
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={form.handleSubmit}>
      {heading}
      <Stack spacing={2.5}>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        {refusal?.at === 'form' && <Alert severity="error">{refusal.shown}</Alert>}
        <Typography role="status">{sending === 'sending' ? CODE_TEXT.sending(phone) : sending === 'sent' ? CODE_TEXT.sent(phone) : ''}</Typography>
        <FormTextField
          label={CODE_TEXT.label}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={SMS_CODE_LENGTH + 2}
          {...field}
          onChange={(event) => {
            setRefusal(null);
            field.onChange(event);
          }}
          error={field.error ?? (refusal?.at === 'field' ? refusal.shown : undefined)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.busy}>
          {submit}
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" onClick={back.onClick}>
            {back.label}
          </Button>
          <Stack sx={{ alignItems: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void sendCode()} disabled={waiting || sending === 'sending'}>
              {CODE_TEXT.resend}
            </Button>
            {waiting && sending !== 'failed' && (
              <Typography variant="body2" color="text.secondary">
                {CODE_TEXT.resendIn(secondsLeft)}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
