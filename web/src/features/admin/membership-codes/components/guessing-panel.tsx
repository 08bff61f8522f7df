import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CodeGuessingResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { formatDateTime } from '@/lib/format-date';
import { isRecentSignInRefusal, useWithRecentSignIn } from '@/lib/recent-sign-in';
import { StatCounters } from '../../shared/stat-counters';
import { useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { getCodeGuessing, resetCodeBreaker, retireUnusedCodes } from '../api/code-guessing';
import { breakerResetErrorMessage, CODES_MESSAGES } from '../messages';
import { ConfirmDialog } from '../../shared/confirm-dialog';

type Figures = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; value: CodeGuessingResult };

function useGuessingFigures() {
  const query = useStaffQuery(adminKeys.codes.guessing, getCodeGuessing, CODES_MESSAGES.guessingFailed);
  const queryClient = useQueryClient();
  const figures: Figures = query.isPending ? { status: 'loading' } : query.isError ? { status: 'error' } : { status: 'loaded', value: query.data };
  return { figures, reload: () => void queryClient.invalidateQueries({ queryKey: adminKeys.codes.guessing }) };
}

function BreakerStatus({ breaker, onReset }: { breaker: CodeGuessingResult['breaker']; onReset: (trigger: HTMLButtonElement) => void }) {
  if (breaker.tripped && breaker.tripped_until) {
    return (
      <Alert
        severity="warning"
        role="status"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={(event) => onReset(event.currentTarget)} sx={{ whiteSpace: 'nowrap' }}>
            Reset breaker
          </Button>
        }
      >
        The guessing breaker has tripped
        {breaker.last_tripped_at ? ` at ${formatDateTime(new Date(breaker.last_tripped_at))}` : ''}: until{' '}
        {formatDateTime(new Date(breaker.tripped_until))}, codes without an invitee cannot be redeemed. Codes made for an invitee's e-mail keep working.
      </Alert>
    );
  }
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Guessing breaker: not tripped
      {breaker.last_tripped_at ? ` (last tripped ${formatDateTime(new Date(breaker.last_tripped_at))})` : ''}.
    </Typography>
  );
}

function GuessingFigures({ figures, onReset }: { figures: Figures; onReset: (trigger: HTMLButtonElement) => void }) {
  if (figures.status === 'error') return <Alert severity="error">{CODES_MESSAGES.guessingFailed}</Alert>;
  // While loading, the status line and the counters keep their places, so the form below stays put.
  const value = figures.status === 'loaded' ? figures.value : null;
  return (
    <>
      {value ? (
        <BreakerStatus breaker={value.breaker} onReset={onReset} />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Loading code guessing figures...
        </Typography>
      )}
      <StatCounters
        label="Failed code attempts"
        items={[
          { label: 'Failed, last hour', value: value?.failed_last_hour ?? null },
          { label: 'Failed, last day', value: value?.failed_last_day ?? null },
          { label: 'Addresses, last hour', value: value?.addresses_last_hour ?? null },
          { label: 'Addresses, last day', value: value?.addresses_last_day ?? null },
        ]}
      />
    </>
  );
}

/** The two staff actions of the panel, each behind its confirmation. */
type PanelAction = 'retire' | 'reset';

const ACTION_DIALOG: Record<PanelAction, { title: string; text: string; confirmLabel: string; busyLabel: string }> = {
  retire: { title: 'Retire unused codes', text: CODES_MESSAGES.retireConfirm, confirmLabel: 'Retire Codes', busyLabel: 'Retiring...' },
  reset: { title: 'Reset the guessing breaker', text: CODES_MESSAGES.breakerResetConfirm, confirmLabel: 'Reset Breaker', busyLabel: 'Resetting...' },
};

/**
 * What staff see of code guessing (failed attempts, distinct client addresses, the breaker: when
 * it tripped and until when), "Retire unused codes" for when codes may have leaked, and "Reset
 * breaker" while it is tripped, each behind a confirmation.
 */
export function GuessingPanel({ onRetired }: { onRetired: () => void }) {
  const { figures, reload } = useGuessingFigures();
  const [confirming, setConfirming] = useState<PanelAction | null>(null);
  const withRecentSignIn = useWithRecentSignIn();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const retireRef = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const backToTrigger = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  // After Cancel the focus goes back to the button that opened the dialog (the dialog does not restore it: see ConfirmDialog).
  useEffect(() => {
    if (confirming || !backToTrigger.current) return;
    backToTrigger.current = false;
    trigger.current?.focus();
  }, [confirming]);

  function ask(action: PanelAction, button: HTMLElement | null) {
    trigger.current = button;
    setConfirming(action);
  }

  function cancel() {
    backToTrigger.current = true;
    setConfirming(null);
  }

  async function retire() {
    try {
      // A sensitive staff action: an old sign-in is asked for the password and code again first.
      const count = await withRecentSignIn(retireUnusedCodes);
      setOutcome({ severity: 'success', text: CODES_MESSAGES.retired(count) });
      onRetired();
    } catch (error) {
      console.error(CODES_MESSAGES.retireFailed, error);
      setOutcome({ severity: 'error', text: isRecentSignInRefusal(error) ? MESSAGES.recentSecondFactorRequired : CODES_MESSAGES.retireFailed });
    }
  }

  async function resetBreaker() {
    try {
      await resetCodeBreaker();
      setOutcome({ severity: 'success', text: CODES_MESSAGES.breakerResetDone });
    } catch (error) {
      console.error(CODES_MESSAGES.breakerResetFailed, error);
      setOutcome({ severity: 'error', text: breakerResetErrorMessage(error) });
    }
  }

  async function confirm() {
    if (working || !confirming) return;
    setWorking(true);
    try {
      await (confirming === 'retire' ? retire() : resetBreaker());
    } finally {
      setWorking(false);
      setConfirming(null);
      reload();
    }
  }

  const dialog = ACTION_DIALOG[confirming ?? 'retire'];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id={titleId} component="h2" variant="h3">
          Code guessing
        </Typography>
        <Button ref={retireRef} variant="outlined" color="warning" onClick={() => ask('retire', retireRef.current)}>
          Retire unused codes
        </Button>
      </Stack>
      {outcome && (
        <Alert ref={outcomeRef} tabIndex={-1} severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      <GuessingFigures figures={figures} onReset={(button) => ask('reset', button)} />
      <ConfirmDialog
        open={confirming !== null}
        title={dialog.title}
        text={dialog.text}
        confirmLabel={dialog.confirmLabel}
        busyLabel={dialog.busyLabel}
        busy={working}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </Box>
  );
}
