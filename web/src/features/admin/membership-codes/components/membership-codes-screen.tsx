import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GenerateCodesRequest } from '@common/callable-contracts';
import { ALL } from '@/lib/filter-records';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AlertLines } from '../../shared/alert-lines';
import { AdminTable } from '../../shared/admin-table';
import { SearchField } from '../../shared/search-field';
import { StatCounters } from '../../shared/stat-counters';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminList, useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { generateMembershipCodes } from '../api/generate-membership-codes';
import { countMembershipCodes, membershipCodePages } from '../api/membership-code-pages';
import { resetMembershipCode } from '../api/reset-membership-code';
import type { MembershipCode } from '../codes';
import { CODES_MESSAGES, generateErrorMessage } from '../messages';
import { codesColumns } from './codes-columns';
import { GenerateCodesPanel } from './generate-codes-panel';
import { GeneratedCodes } from './generated-codes';
import { GuessingPanel } from './guessing-panel';
import { ResetCodeDialog } from './reset-code-dialog';

interface Notice {
  severity: 'success' | 'error';
  text: string;
  /** The helper's own message under the screen's (docs/product.md §8 names both for a failed reset). */
  detail?: string;
}

const TABLE_TEXTS = {
  label: 'Membership codes',
  emptyText: 'No membership codes found',
  loadingText: 'Loading membership codes...',
  errorText: CODES_MESSAGES.loadFailed,
  errorDetail: CODES_MESSAGES.fetchFailed,
};

/**
 * /admin/membership-codes (docs/product.md §2, §4, §5, §8): counters, code guessing and Retire unused codes,
 * Generate New Codes, the codes table with Reset for used codes. Generation and reset run in
 * callable functions (docs/decisions/0002-membership-codes.md); the
 * list is read from Firestore with the admin's credentials.
 */
export function MembershipCodesScreen() {
  const [search, setSearch] = useState('');
  const list = useAdminList(adminKeys.codes.list, membershipCodePages, { search, filter: ALL, order: 'newest' }, CODES_MESSAGES.fetchFailed);
  // The counters are counts, read again with the list.
  const counted = useStaffQuery(adminKeys.codes.counts, countMembershipCodes, CODES_MESSAGES.fetchFailed);
  const queryClient = useQueryClient();
  // Refresh, generation, a reset and retiring codes: the list and its counters are read again (the
  // guessing panel reads its own figures again after its actions).
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.codes.list });
    void queryClient.invalidateQueries({ queryKey: adminKeys.codes.counts });
  }, [queryClient]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [generated, setGenerated] = useState<string[] | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const reset = useCodeReset(reload, setNotice, noticeRef);
  const columns = useMemo(() => codesColumns(reset.ask), [reset.ask]);

  async function handleGenerate(request: GenerateCodesRequest): Promise<boolean> {
    setNotice(null);
    try {
      const newCodes = await generateMembershipCodes(request);
      setGenerated(newCodes);
      setNotice({ severity: 'success', text: CODES_MESSAGES.generated(newCodes.length) });
      reload();
      return true;
    } catch (error) {
      console.error(CODES_MESSAGES.generateException, error);
      setNotice({ severity: 'error', text: generateErrorMessage(error) });
      return false;
    }
  }

  const counts = counted.data ?? null;
  return (
    <>
      <AdminPageHeader title="Membership Codes" onRefresh={reload} busy={list.busy} />
      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mb: 3 }}
        >
          <AlertLines text={notice.text} detail={notice.detail} />
        </Alert>
      )}
      {!counted.isError && (
        <StatCounters
          label="Membership code counts"
          items={[
            { label: 'Total Codes', value: counts?.total ?? null },
            { label: 'Used Codes', value: counts?.used ?? null },
            { label: 'Available Codes', value: counts?.available ?? null },
            ...(counts && counts.retired > 0 ? [{ label: 'Retired Codes', value: counts.retired }] : []),
          ]}
        />
      )}
      <GuessingPanel onRetired={reload} />
      <GenerateCodesPanel onGenerate={handleGenerate} />
      {generated && generated.length > 0 && <GeneratedCodes codes={generated} onDismiss={() => setGenerated(null)} />}
      <Box component="section" aria-label="All codes">
        {list.status === 'loaded' && (
          <SearchField label="Search codes" placeholder="Code or e-mail" value={search} onChange={setSearch} sx={{ mb: 2, maxWidth: { md: '28rem' } }} />
        )}
        <AdminTable
          list={list}
          columns={columns}
          getKey={(code) => code.id}
          {...TABLE_TEXTS}
        />
      </Box>
      <ResetCodeDialog code={reset.target?.code ?? null} busy={reset.resetting} onCancel={reset.cancel} onConfirm={reset.confirm} />
    </>
  );
}

/**
 * The Reset flow: ask, confirm, call the function, say how it went. The keyboard focus returns to
 * the row's Reset button after a cancel; after a reset that button is gone (the code is available
 * again), so the notice takes the focus, once the dialog has closed and released its focus trap.
 */
function useCodeReset(reload: () => void, setNotice: (notice: Notice) => void, noticeRef: RefObject<HTMLDivElement | null>) {
  const [target, setTarget] = useState<MembershipCode | null>(null);
  const [resetting, setResetting] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const focusAfter = useRef<'trigger' | 'notice' | null>(null);

  useEffect(() => {
    if (target) return;
    const element = focusAfter.current === 'trigger' ? trigger.current : focusAfter.current === 'notice' ? noticeRef.current : null;
    focusAfter.current = null;
    element?.focus();
  });

  const ask = useMemo(
    () => (code: MembershipCode, button: HTMLElement) => {
      trigger.current = button;
      setTarget(code);
    },
    [],
  );

  function cancel() {
    focusAfter.current = 'trigger';
    setTarget(null);
  }

  async function confirm() {
    if (!target || resetting) return;
    setResetting(true);
    try {
      await resetMembershipCode(target.code);
      setNotice({ severity: 'success', text: CODES_MESSAGES.resetDone });
      reload();
    } catch (error) {
      console.error(CODES_MESSAGES.resetHelperFailed, error);
      setNotice({ severity: 'error', text: CODES_MESSAGES.resetFailed, detail: CODES_MESSAGES.resetHelperFailed });
    } finally {
      focusAfter.current = 'notice';
      setResetting(false);
      setTarget(null);
    }
  }

  return { target, resetting, ask, cancel, confirm };
}
