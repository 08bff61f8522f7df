/**
 * The sign-in screen's second step, for an account with a second factor: loaded only once Firebase
 * has answered the password with auth/multi-factor-auth-required, so /login does not download it.
 */
import { useState } from 'react';
import type { User } from 'firebase/auth';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { codeChallenge } from '../api/second-factor';
import { CodeForm } from './code-form';

export const SIGN_IN_CODE_TEXT = {
  title: 'Enter your sign-in code',
  subtitle: 'Your account is protected by a second step: enter the code we sent to your phone.',
  submit: 'Verify',
  back: 'Back to sign in',
} as const;

export interface SignInCodeStepProps {
  /** Firebase's refusal of the password sign-in (auth/multi-factor-auth-required). */
  error: unknown;
  /** After the code: the signed-in account (the sign-in form's follow-up runs here). */
  onSignedIn: (user: User) => Promise<void>;
  onBack: () => void;
  onPendingChange?: (pending: boolean) => void;
}

export default function SignInCodeStep({ error, onSignedIn, onBack, onPendingChange }: SignInCodeStepProps) {
  const [challenge] = useState(() => codeChallenge(error));
  useDocumentTitle(SIGN_IN_CODE_TEXT.title);
  return (
    <CodeForm
      heading={<PageHeading subtitle={SIGN_IN_CODE_TEXT.subtitle}>{SIGN_IN_CODE_TEXT.title}</PageHeading>}
      phone={challenge.phoneHint}
      send={challenge.send}
      confirm={async (code) => {
        const { user } = await challenge.confirm(code);
        await onSignedIn(user);
      }}
      submit={SIGN_IN_CODE_TEXT.submit}
      back={{ label: SIGN_IN_CODE_TEXT.back, onClick: onBack }}
      onPendingChange={onPendingChange}
    />
  );
}
