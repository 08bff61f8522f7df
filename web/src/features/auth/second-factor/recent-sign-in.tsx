/**
 * The admin screens' re-authentication for the sensitive staff actions (lib/recent-sign-in.tsx): a
 * dialog over the action's own asks for the password, then the existing code step asks for a new
 * SMS code; the action then runs again. Mounted around the admin screens by app/guards.tsx.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { RecentSignInContext } from '@/lib/recent-sign-in';
import { MESSAGES } from '@common/messages';
import { reauthenticate } from '../api/reauthenticate';
import { passwordAgainFailure } from './messages';
import { PasswordAgainForm } from './password-again-form';
import { CodeStepCancelled } from './use-code-step';

export const RECENT_SIGN_IN_TEXT = {
  title: 'Enter your password again',
  explanation: MESSAGES.recentSecondFactorRequired,
  submit: 'Continue',
  cancel: 'Cancel',
} as const;

interface Pending {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function PasswordDialog({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  return (
    <PasswordAgainForm
      shown={{ inDialog: RECENT_SIGN_IN_TEXT.title, narrow: true }}
      intro={<Typography>{RECENT_SIGN_IN_TEXT.explanation}</Typography>}
      describeFailure={(error) => passwordAgainFailure(error, { shown: MESSAGES.recentSecondFactorRequired, logged: 'Re-authentication for a staff action failed' })}
      submit={async (currentPassword, askCode) => {
        await reauthenticate(currentPassword, askCode);
        onDone();
      }}
      cancelLabel={RECENT_SIGN_IN_TEXT.cancel}
      submitLabel={RECENT_SIGN_IN_TEXT.submit}
      onCancel={onCancel}
    />
  );
}

export default function RecentSignInProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        // One question at a time: a second ask while one is open gets the same answer.
        const open = current.current;
        const next: Pending = {
          resolve: () => {
            open?.resolve();
            resolve();
          },
          reject: (reason) => {
            open?.reject(reason);
            reject(reason);
          },
        };
        current.current = next;
        setPending(next);
      }),
    [],
  );
  const close = (finish: (p: Pending) => void) => {
    const open = current.current;
    current.current = null;
    setPending(null);
    if (open) finish(open);
  };
  return (
    <RecentSignInContext.Provider value={ask}>
      {children}
      {pending && <PasswordDialog onDone={() => close((p) => p.resolve())} onCancel={() => close((p) => p.reject(new CodeStepCancelled()))} />}
    </RecentSignInContext.Provider>
  );
}
