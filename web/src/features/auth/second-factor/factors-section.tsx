/**
 * My Account's "Sign-in protection": the phones enrolled for sign-in codes, each removable after
 * the password (and the code) again; staff must keep one (the admin screens ask for it again
 * otherwise), members may add one ("Add sign-in protection", the enrollment of the staff screen).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { accountKeys } from '../api/query-keys';
import { reauthenticate } from '../api/reauthenticate';
import { enrolledFactors, removeFactor, type EnrolledFactor } from '../api/second-factor';
import { EnrollPhone } from './enroll-phone';
import { passwordAgainFailure, SECOND_FACTOR_MESSAGES } from './messages';
import { PasswordAgainForm } from './password-again-form';

export const FACTORS_TEXT = {
  title: 'Sign-in protection',
  staff: 'Staff accounts sign in with a code sent by SMS as well as the password.',
  member: 'Add a phone and each sign-in also asks for a code sent to it by SMS: your password alone no longer opens your account.',
  none: 'No phone is set up for sign-in codes.',
  add: 'Add sign-in protection',
  added: 'Sign-in protection is on: each sign-in now asks for a code sent to this phone.',
  remove: (phone: string) => `Remove ${phone}`,
  removed: 'The phone was removed.',
  staffRemoveWarning: 'Without a phone, the staff screens ask you to add one again before they open.',
  passwordAgain: 'To remove the phone, please enter your password again.',
  confirmRemove: 'Remove phone',
  loadFailed: 'Failed to load your sign-in protection.',
  factor: (factor: EnrolledFactor) => `${factor.phoneNumber ?? factor.displayName ?? 'Second factor'}, added ${formatLongDate(new Date(factor.enrolledAt))}`,
} as const;

function RemoveFactor({ factor, isStaff, onRemoved, onCancel }: { factor: EnrolledFactor; isStaff: boolean; onRemoved: () => void; onCancel: () => void }) {
  return (
    <PasswordAgainForm
      shown={{ inPlace: FACTORS_TEXT.remove(factor.phoneNumber ?? '') }}
      intro={<Typography>{FACTORS_TEXT.passwordAgain}</Typography>}
      notice={isStaff && <Alert severity="warning">{FACTORS_TEXT.staffRemoveWarning}</Alert>}
      describeFailure={(error) => passwordAgainFailure(error, { shown: SECOND_FACTOR_MESSAGES.removeFailed, logged: 'Removing a second factor failed' })}
      submit={async (currentPassword, askCode) => {
        // Firebase asks for a recent sign-in before a factor goes: always the password (and the code) first.
        await reauthenticate(currentPassword, askCode);
        await removeFactor(factor.uid);
        onRemoved();
      }}
      submitLabel={FACTORS_TEXT.confirmRemove}
      destructive
      cancelLabel="Cancel"
      onCancel={onCancel}
    />
  );
}

export function FactorsSection() {
  const { user, isAdmin } = useSession();
  const queryClient = useQueryClient();
  const key = accountKeys.secondFactors(user?.uid ?? '');
  const factors = useQuery({ queryKey: key, queryFn: enrolledFactors, enabled: Boolean(user), staleTime: 0 });
  const [removing, setRemoving] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2" id="account-factors-heading" sx={{ fontSize: '1.375rem' }}>
        {FACTORS_TEXT.title}
      </Typography>
      <Typography>{isAdmin ? FACTORS_TEXT.staff : FACTORS_TEXT.member}</Typography>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {factors.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : factors.isError ? (
        <Typography color="error">{FACTORS_TEXT.loadFailed}</Typography>
      ) : factors.data.length === 0 ? (
        adding || isAdmin ? (
          <Box sx={{ width: '100%' }}>
            <EnrollPhone
              doneText={FACTORS_TEXT.added}
              headingLevel="h3"
              onEnrolled={() => {
                setAdding(false);
                setNotice(FACTORS_TEXT.added);
                reload();
              }}
            />
          </Box>
        ) : (
          <>
            <Typography color="text.secondary">{FACTORS_TEXT.none}</Typography>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {FACTORS_TEXT.add}
            </Button>
          </>
        )
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, width: '100%' }}>
          {factors.data.map((factor) => (
            <Box component="li" key={factor.uid}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography>{FACTORS_TEXT.factor(factor)}</Typography>
                {removing !== factor.uid && (
                  <Button variant="outlined" color="error" aria-label={FACTORS_TEXT.remove(factor.phoneNumber ?? '')} onClick={() => setRemoving(factor.uid)}>
                    Remove
                  </Button>
                )}
              </Stack>
              {removing === factor.uid && (
                <Box sx={{ mt: 2 }}>
                  <RemoveFactor
                    factor={factor}
                    isStaff={isAdmin}
                    onCancel={() => setRemoving(null)}
                    onRemoved={() => {
                      setRemoving(null);
                      setNotice(FACTORS_TEXT.removed);
                      reload();
                    }}
                  />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
