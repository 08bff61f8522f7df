import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CodeGuessingResult } from '@common/callable-contracts';
import { formatDateTime } from '@/lib/format-date';
import { StatCounters } from '../../shared/stat-counters';
import { getCodeGuessing, retireUnusedCodes } from '../api/code-guessing';
import { CODES_MESSAGES } from '../messages';
import { ConfirmDialog } from '../../shared/confirm-dialog';

type Figures = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; value: CodeGuessingResult };

function useGuessingFigures() {
  const [figures, setFigures] = useState<Figures>({ status: 'loading' });
  const generation = useRef(0);
  const load = useCallback(() => {
    const mine = ++generation.current;
    getCodeGuessing().then(
      (value) => mine === generation.current && setFigures({ status: 'loaded', value }),
      (error: unknown) => {
        console.error(CODES_MESSAGES.guessingFailed, error);
        if (mine === generation.current) setFigures({ status: 'error' });
      },
    );
  }, []);
  useEffect(load, [load]);
  return { figures, reload: load };
}

function BreakerStatus({ breaker }: { breaker: CodeGuessingResult['breaker'] }) {
  if (breaker.tripped && breaker.tripped_until) {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        The guessing breaker has tripped: until {formatDateTime(new Date(breaker.tripped_until))}, codes can only be redeemed from accounts with a
        verified e-mail address.
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

function GuessingFigures({ figures }: { figures: Figures }) {
  if (figures.status === 'error') return <Alert severity="error">{CODES_MESSAGES.guessingFailed}</Alert>;
  // While loading, the status line and the counters keep their places, so the form below stays put.
  const value = figures.status === 'loaded' ? figures.value : null;
  return (
    <>
      {value ? (
        <BreakerStatus breaker={value.breaker} />
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

/**
 * What staff see of code guessing (failed attempts, distinct client addresses, the
 * breaker), and "Retire unused codes" for when codes may have leaked, behind a confirmation.
 */
export function GuessingPanel({ onRetired }: { onRetired: () => void }) {
  const { figures, reload } = useGuessingFigures();
  const [confirming, setConfirming] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const backToButton = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  // After Cancel the focus goes back to the button (the dialog does not restore it: see ConfirmDialog).
  useEffect(() => {
    if (confirming || !backToButton.current) return;
    backToButton.current = false;
    buttonRef.current?.focus();
  }, [confirming]);

  function cancel() {
    backToButton.current = true;
    setConfirming(false);
  }

  async function retire() {
    if (retiring) return;
    setRetiring(true);
    try {
      const count = await retireUnusedCodes();
      setOutcome({ severity: 'success', text: CODES_MESSAGES.retired(count) });
      onRetired();
    } catch (error) {
      console.error(CODES_MESSAGES.retireFailed, error);
      setOutcome({ severity: 'error', text: CODES_MESSAGES.retireFailed });
    } finally {
      setRetiring(false);
      setConfirming(false);
      reload();
    }
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id={titleId} component="h2" variant="h3">
          Code guessing
        </Typography>
        <Button ref={buttonRef} variant="outlined" color="warning" onClick={() => setConfirming(true)}>
          Retire unused codes
        </Button>
      </Stack>
      {outcome && (
        <Alert ref={outcomeRef} tabIndex={-1} severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      <GuessingFigures figures={figures} />
      <ConfirmDialog
        open={confirming}
        title="Retire unused codes"
        text={CODES_MESSAGES.retireConfirm}
        confirmLabel="Retire Codes"
        busyLabel="Retiring..."
        busy={retiring}
        onCancel={cancel}
        onConfirm={retire}
      />
    </Box>
  );
}
