import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { GenerateCodesRequest } from '@common/callable-contracts';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { StatCounters } from '../../shared/stat-counters';
import { useAdminList } from '../../shared/use-admin-list';
import { generateMembershipCodes } from '../api/generate-membership-codes';
import { getMembershipCodes } from '../api/get-membership-codes';
import { resetMembershipCode } from '../api/reset-membership-code';
import { countCodes, filterCodes, type MembershipCode } from '../codes';
import { CODES_MESSAGES, generateErrorMessage } from '../messages';
import { CodesTable } from './codes-table';
import { GenerateCodesPanel } from './generate-codes-panel';
import { GeneratedCodes } from './generated-codes';
import { ResetCodeDialog } from './reset-code-dialog';
import { LoadingStatus } from '@/components/ui/loading-status';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

const NO_CODES: MembershipCode[] = [];

/**
 * /admin/membership-codes (SPEC.md §2, §4, §5, §8): counters, Generate New Codes, the codes table
 * with Reset for used codes. Generation and reset run in callable functions (DECISIONS.md §2); the
 * list is read from Firestore with the admin's credentials.
 */
export function MembershipCodesScreen() {
  const { state, reload, busy } = useAdminList(getMembershipCodes, 'Failed to fetch membership codes');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [generated, setGenerated] = useState<string[] | null>(null);
  const [resetTarget, setResetTarget] = useState<MembershipCode | null>(null);
  const [resetting, setResetting] = useState(false);
  const [search, setSearch] = useState('');
  const resetTrigger = useRef<HTMLElement | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  /** Where the keyboard focus goes once the reset dialog has closed (and released its focus trap). */
  const focusAfterReset = useRef<'trigger' | 'notice' | null>(null);

  const codes = state.status === 'loaded' ? state.data : NO_CODES;
  const counts = useMemo(() => countCodes(codes), [codes]);
  const query = useDeferredValue(search);
  const shown = useMemo(() => filterCodes(codes, query), [codes, query]);

  useEffect(() => {
    if (resetTarget) return;
    const target = focusAfterReset.current === 'trigger' ? resetTrigger.current : focusAfterReset.current === 'notice' ? noticeRef.current : null;
    focusAfterReset.current = null;
    // After a reset the row's button is gone (the code is available again): the notice takes the focus.
    target?.focus();
  }, [resetTarget, notice]);

  async function handleGenerate(request: GenerateCodesRequest): Promise<boolean> {
    setNotice(null);
    try {
      const newCodes = await generateMembershipCodes(request);
      setGenerated(newCodes);
      setNotice({ severity: 'success', text: CODES_MESSAGES.generated(newCodes.length) });
      reload();
      return true;
    } catch (error) {
      console.error('Failed to generate membership codes', error);
      setNotice({ severity: 'error', text: generateErrorMessage(error) });
      return false;
    }
  }

  function askReset(code: MembershipCode, trigger: HTMLElement) {
    resetTrigger.current = trigger;
    setResetTarget(code);
  }

  function cancelReset() {
    focusAfterReset.current = 'trigger';
    setResetTarget(null);
  }

  async function confirmReset() {
    if (!resetTarget || resetting) return;
    setResetting(true);
    try {
      await resetMembershipCode(resetTarget.code);
      setNotice({ severity: 'success', text: CODES_MESSAGES.resetDone });
      reload();
    } catch (error) {
      console.error('Failed to reset membership code', error);
      setNotice({ severity: 'error', text: CODES_MESSAGES.resetFailed });
    } finally {
      focusAfterReset.current = 'notice';
      setResetting(false);
      setResetTarget(null);
    }
  }

  return (
    <>
      <AdminPageHeader title="Membership Codes" onRefresh={reload} busy={busy} />

      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mb: 3 }}
        >
          {notice.text}
        </Alert>
      )}

      {state.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {CODES_MESSAGES.loadFailed}
        </Alert>
      )}

      {state.status === 'loaded' && (
        <StatCounters
          label="Membership code counts"
          items={[
            { label: 'Total Codes', value: counts.total },
            { label: 'Used Codes', value: counts.used },
            { label: 'Available Codes', value: counts.available },
          ]}
        />
      )}

      <GenerateCodesPanel onGenerate={handleGenerate} />
      {generated && generated.length > 0 && <GeneratedCodes codes={generated} onDismiss={() => setGenerated(null)} />}

      {state.status === 'loading' && (
        <LoadingStatus text={'Loading membership codes...'} />
      )}

      {state.status === 'loaded' && (
        <Box component="section" aria-label="All codes">
          <TextField
            type="search"
            label="Search codes"
            placeholder="Code or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            sx={{ mb: 2, maxWidth: { md: '28rem' } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <CodesTable codes={shown} resetKey={query} onReset={askReset} />
        </Box>
      )}

      <ResetCodeDialog code={resetTarget?.code ?? null} busy={resetting} onCancel={cancelReset} onConfirm={confirmReset} />
    </>
  );
}
