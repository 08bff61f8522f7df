import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@common/messages';
import { useSession } from '@/lib/session';
import { errorCode } from '../errors';

export const VERIFY_MESSAGES = {
  notice: MESSAGES.verifyEmail,
  resend: 'Resend verification e-mail',
  sending: 'Sending...',
  sent: (email: string) => `We sent a new verification link to ${email}. After opening it, reload this page.`,
  tooMany: 'A link was sent a moment ago. Please check your inbox (and spam folder) or try again later.',
  failed: 'Could not send the verification e-mail. Please try again later.',
} as const;

type Sending = { state: 'idle' | 'sending' } | { state: 'done' | 'failed'; text: string };

/**
 * A quiet reminder for a signed-in account whose e-mail is not verified, with a button
 * to send the link again. It never blocks reading; it goes once the session sees the verification.
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  if (!user || user.emailVerified) return null;

  async function resend() {
    if (sending.state === 'sending') return;
    setSending({ state: 'sending' });
    try {
      // Loaded on use, like the auth forms' calls.
      const { sendVerificationEmail } = await import('../api/email-verification');
      await sendVerificationEmail();
      setSending({ state: 'done', text: VERIFY_MESSAGES.sent(user?.email ?? 'your address') });
    } catch (error) {
      console.error('Could not send the verification e-mail', error);
      const text = errorCode(error) === 'auth/too-many-requests' ? VERIFY_MESSAGES.tooMany : VERIFY_MESSAGES.failed;
      setSending({ state: 'failed', text });
    }
  }

  return (
    <Alert
      severity={sending.state === 'failed' ? 'warning' : 'info'}
      variant="outlined"
      role="status"
      sx={{ mb: 3 }}
      action={
        sending.state === 'done' ? undefined : (
          <Button color="inherit" size="small" onClick={() => void resend()} aria-busy={sending.state === 'sending'}>
            {sending.state === 'sending' ? VERIFY_MESSAGES.sending : VERIFY_MESSAGES.resend}
          </Button>
        )
      }
    >
      {sending.state === 'done' || sending.state === 'failed' ? sending.text : VERIFY_MESSAGES.notice}
    </Alert>
  );
}
