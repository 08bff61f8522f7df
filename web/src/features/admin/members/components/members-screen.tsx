import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ALL } from '@/lib/filter-records';
import { useWithRecentSignIn } from '@/lib/recent-sign-in';
import { useSession } from '@/lib/session';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminTable } from '../../shared/admin-table';
import { SearchField } from '../../shared/search-field';
import { useAdminList } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { useRowAction } from '../../shared/use-row-action';
import { memberPages, removeMembership, resetSecondFactor, setAdminRole } from '../api/members';
import type { Member, MemberAction } from '../members';
import { ACTION_TEXTS, actionErrorMessage, MEMBERS_MESSAGES } from '../messages';
import { membersColumns } from './members-columns';
import { MemberActionDialog, type ActionTarget } from './member-action-dialog';

const TABLE_TEXTS = {
  label: 'Members',
  emptyText: 'No accounts found',
  loadingText: 'Loading members...',
  errorText: MEMBERS_MESSAGES.loadFailed,
};


/**
 * Each action's callable; each answers once the backend has changed the account. All are sensitive
 * staff actions: an old sign-in is asked for the password and code again (useWithRecentSignIn).
 */
const RUN_ACTION: Record<MemberAction, (uid: string) => Promise<unknown>> = {
  removeMembership: (uid) => removeMembership(uid),
  makeAdmin: (uid) => setAdminRole(uid, true),
  removeAdmin: (uid) => setAdminRole(uid, false),
  resetSecondFactor: (uid) => resetSecondFactor(uid),
};

/**
 * /admin/members: every account with its role, membership and sign-ins, and the
 * actions that give or take back membership and admin. The accounts come from Auth through an
 * admin callable; every change is a callable, after a confirmation that says what happens.
 */
export function MembersScreen() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const list = useAdminList(adminKeys.members.list, memberPages, { search, filter: ALL, order: 'newest' }, 'Failed to fetch members');
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  // A role or membership change shows on Members and in the Activity trail.
  const changed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.members.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.activity.all });
  }, [queryClient]);
  const action = useMemberAction(changed, setNotice, noticeRef);
  const selfUid = user?.uid ?? null;
  const columns = useMemo(() => membersColumns(selfUid, action.ask), [selfUid, action.ask]);

  return (
    <>
      <AdminPageHeader title="Members" onRefresh={list.reload} busy={list.busy} />
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      <Box component="section" aria-label="All accounts">
        {list.status === 'loaded' && (
          <SearchField label="Search members" placeholder="Name or e-mail" value={search} onChange={setSearch} sx={{ mb: 2, maxWidth: { md: '28rem' } }} />
        )}
        <AdminTable list={list} columns={columns} getKey={(member) => member.uid} rowHeader {...TABLE_TEXTS} />
      </Box>
      <MemberActionDialog target={action.target} busy={action.busy} error={action.error} onCancel={action.cancel} onConfirm={action.confirm} />
    </>
  );
}

/**
 * Ask, confirm, call, say how it went (useRowAction): a refusal stays in the dialog; after a change
 * the list reloads and the notice takes the focus, after a cancel the row's button.
 */
function useMemberAction(reload: () => void, setNotice: (text: string | null) => void, noticeRef: RefObject<HTMLDivElement | null>) {
  const action = useRowAction<ActionTarget>();
  const withRecentSignIn = useWithRecentSignIn();
  const { ask: askFor } = action;
  const ask = useMemo(() => (member: Member, next: MemberAction, button: HTMLElement) => askFor({ member, action: next }, button), [askFor]);

  async function confirm() {
    setNotice(null);
    await action.run(
      async (target) => {
        await withRecentSignIn(() => RUN_ACTION[target.action](target.member.uid));
        setNotice(ACTION_TEXTS[target.action].done(target.member));
        reload();
      },
      (failure, target) => {
        console.error(`Failed to ${ACTION_TEXTS[target.action].button.toLowerCase()}`, failure);
        return actionErrorMessage(target.action, failure);
      },
      () => noticeRef.current,
    );
  }

  return { ...action, ask, confirm };
}
