import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@common/messages';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import type { Member } from '../members';
import { RecentSignInContext } from '@/lib/recent-sign-in';
import { MembersScreen } from './members-screen';
import { expectAdminScreenLoads } from '@/testing/admin-fixtures';

const { listAllMembers, setAdminRole, removeMembership, resetSecondFactor } = vi.hoisted(() => ({
  listAllMembers: vi.fn(),
  setAdminRole: vi.fn(),
  removeMembership: vi.fn(),
  resetSecondFactor: vi.fn(),
}));
// One page of the accounts listAllMembers() answers, searched and ordered as listMembers does (the
// callable's own paging and search are tested on the emulators: tests/functions/members.test.ts).
vi.mock('../api/members', async () => {
  const { newestJoinedFirst } = await import('../members');
  return {
    setAdminRole,
    removeMembership,
    resetSecondFactor,
    memberPages: {
      mode: 'query',
      async page({ query, size }: { query: { search: string }; size: number }) {
        const needle = query.search.trim().toLowerCase();
        const all = ((await listAllMembers()) as Member[]).filter((m) => [m.name, m.email].some((t) => t.toLowerCase().includes(needle)));
        return { rows: newestJoinedFirst(all).slice(0, size), next: null };
      },
    },
  };
});

const joined = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T10:00:00Z`);
const account = (over: Partial<Member> & Pick<Member, 'uid' | 'name' | 'email'>): Member => ({
  email_verified: true,
  role: 'member',
  joined_at: joined(5),
  member_since: joined(5),
  membership_code: null,
  last_sign_in_at: null,
  ...over,
});

// The fake session's admin is uid-1 (Pat Example).
const MEMBERS: Member[] = [
  account({ uid: 'uid-1', name: 'Pat Example', email: 'pat@example.org', role: 'admin', joined_at: joined(1) }),
  account({ uid: 'u-rosa', name: 'Rosa Register', email: 'rosa@example.org', membership_code: '4821', last_sign_in_at: joined(9), joined_at: joined(7) }),
  account({ uid: 'u-sam', name: 'Sam Staff', email: 'sam@example.org', role: 'admin', joined_at: joined(3) }),
  account({ uid: 'u-una', name: 'Una Unverified', email: 'una@example.org', email_verified: false, joined_at: joined(8) }),
  account({ uid: 'u-nell', name: 'Nell New', email: 'nell@example.org', role: null, member_since: null, joined_at: joined(2) }),
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  listAllMembers.mockReset().mockResolvedValue(MEMBERS);
  setAdminRole.mockReset();
  removeMembership.mockReset();
  resetSecondFactor.mockReset();
});

/** `askAgain`: what the admin screens' re-authentication answers (the auth feature's dialog in the app). */
function renderMembers(askAgain?: () => Promise<void>) {
  const screenElement = askAgain ? (
    <RecentSignInContext.Provider value={askAgain}>
      <MembersScreen />
    </RecentSignInContext.Provider>
  ) : (
    <MembersScreen />
  );
  renderScreen(screenElement, { session: fakeSession('admin'), path: '/admin/members' });
}

/** The sensitive actions' refusal of a sign-in older than the window, as the web SDK hands it over. */
const oldSignIn = () =>
  Object.assign(new Error(`${MESSAGES.recentSecondFactorRequired} [400]`), { code: 'functions/failed-precondition', details: { reason: 'recent-second-factor' } });

const table = () => screen.getByRole('table', { name: 'Members' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const buttonsOf = (name: string) => within(rowOf(name)).queryAllByRole('button').map((b) => b.textContent);

describe('Members screen', () => {
  it('lists every account newest first with its e-mail, verification, role, dates and code', async () => {
    renderMembers();
    await expectAdminScreenLoads('Members', 'Loading members...', 'Members');

    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name', 'E-mail', 'Role', 'Joined', 'Code used', 'Last sign-in', 'Actions',
    ]);
    expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Una Unverified', 'Rosa Register', 'Sam Staff', 'Nell New', 'Pat Example (You)',
    ]);
    expect(rowOf('Rosa Register')).toHaveTextContent(/rosa@example\.orgVerifiedMemberJan 7, 2026.*4821.*Jan 9, 2026/);
    expect(rowOf('Una Unverified')).toHaveTextContent(/una@example\.orgNot verified/);
    expect(rowOf('Nell New')).toHaveTextContent(/Not a member/);
    expect(rowOf('Sam Staff')).toHaveTextContent(/Administrator/);
  });

  it('offers each row only what can be done: nothing on your own account, admin only to verified addresses', async () => {
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    expect(buttonsOf('Pat Example')).toEqual([]);
    expect(rowOf('Pat Example')).toHaveTextContent('Another administrator can change your account.');
    expect(buttonsOf('Rosa Register')).toEqual(['Make admin', 'Remove membership']);
    expect(buttonsOf('Sam Staff')).toEqual(['Remove admin', 'Remove membership', 'Reset second factor']);
    expect(buttonsOf('Una Unverified')).toEqual(['Remove membership']);
    expect(buttonsOf('Nell New')).toEqual(['Make admin']);
  });

  it('searches names and e-mail addresses', async () => {
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.type(screen.getByRole('searchbox', { name: 'Search members' }), 'rosa reg');
    await waitFor(() => expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Rosa Register']));
    await u.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search members' }), 'SAM@');
    await waitFor(() => expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Sam Staff']));
  });

  it('removes a membership after a confirmation that says what happens, then reloads', async () => {
    removeMembership.mockResolvedValue({ uid: 'u-rosa', role: null });
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf('Rosa Register')).getByRole('button', { name: 'Remove membership: Rosa Register' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove membership' });
    expect(dialog).toHaveAccessibleDescription(/Rosa Register \(rosa@example\.org\) will lose access.*signed out on their next request.*new code from staff/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Remove membership' }));

    expect(removeMembership).toHaveBeenCalledWith('u-rosa');
    const notice = (await screen.findByText('Rosa Register (rosa@example.org) is no longer a member.')).closest('[role="status"]');
    await waitFor(() => expect(listAllMembers).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row's button may be gone after the reload: the notice takes the focus.
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it.each([
    ['Make admin', 'Rosa Register', 'Make administrator', 'u-rosa', true, 'is now an administrator.'],
    ['Remove admin', 'Sam Staff', 'Remove administrator', 'u-sam', false, 'is no longer an administrator.'],
  ] as const)('%s for %s calls setAdminRole after the confirmation, and the list shows the new role', async (button, name, title, uid, admin, done) => {
    const role = admin ? 'admin' : 'member';
    setAdminRole.mockImplementation(async () => {
      listAllMembers.mockResolvedValue(MEMBERS.map((member) => (member.uid === uid ? { ...member, role } : member)));
      return { uid, role };
    });
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf(name)).getByRole('button', { name: `${button}: ${name}` }));
    const dialog = screen.getByRole('dialog', { name: title });
    await u.click(within(dialog).getByRole('button', { name: button }));
    expect(setAdminRole).toHaveBeenCalledWith(uid, admin);
    expect(await screen.findByText(`${name} (${name.split(' ')[0].toLowerCase()}@example.org) ${done}`)).toBeInTheDocument();
    const opposite = admin ? 'Remove admin' : 'Make admin';
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf(name)).getByRole('button', { name: `${opposite}: ${name}` })).toBeInTheDocument());
  });

  it.each([
    ['the function sent none', Object.assign(new Error('internal'), { code: 'functions/internal' }), MESSAGES.setAdminRoleFailed],
    ['the function refused', Object.assign(new Error(`${MESSAGES.adminRequired} [403]`), { code: 'functions/permission-denied' }), MESSAGES.adminRequired],
  ])("shows the refusal in the dialog when %s ('Failed to set admin role' otherwise)", async (_case, error, shown) => {
    setAdminRole.mockRejectedValue(error);
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf('Rosa Register')).getByRole('button', { name: 'Make admin: Rosa Register' }));
    const dialog = screen.getByRole('dialog', { name: 'Make administrator' });
    await u.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
    expect(listAllMembers).toHaveBeenCalledTimes(1);

    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Rosa Register')).getByRole('button', { name: 'Make admin: Rosa Register' })).toHaveFocus();
  });

  it('resets a staff member’s second factor after a confirmation that says what happens', async () => {
    resetSecondFactor.mockResolvedValue({ uid: 'u-sam', removed: 1 });
    renderMembers();
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf('Sam Staff')).getByRole('button', { name: 'Reset second factor: Sam Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset second factor' });
    expect(dialog).toHaveAccessibleDescription(/Sam Staff \(sam@example\.org\) will no longer be asked for a code.*signed out on their next request.*set up a phone again/);
    await u.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    expect(resetSecondFactor).toHaveBeenCalledWith('u-sam');
    expect(await screen.findByText(/The second factor of Sam Staff \(sam@example\.org\) was reset/)).toBeInTheDocument();
  });

  it('asks for the password and code again when the sign-in is too old, then does the action', async () => {
    setAdminRole.mockRejectedValueOnce(oldSignIn()).mockResolvedValueOnce({ uid: 'u-sam', role: 'member' });
    const askAgain = vi.fn(() => Promise.resolve());
    renderMembers(askAgain);
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf('Sam Staff')).getByRole('button', { name: 'Remove admin: Sam Staff' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Remove administrator' })).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText('Sam Staff (sam@example.org) is no longer an administrator.')).toBeInTheDocument();
    expect(askAgain).toHaveBeenCalledTimes(1);
    expect(setAdminRole).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog with the refusal when the person cancels the password step', async () => {
    setAdminRole.mockRejectedValue(oldSignIn());
    renderMembers(() => Promise.reject(new Error('cancelled')));
    await screen.findByRole('table', { name: 'Members' });
    const u = userEvent.setup();
    await u.click(within(rowOf('Sam Staff')).getByRole('button', { name: 'Remove admin: Sam Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove administrator' });
    await u.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.recentSecondFactorRequired);
    expect(setAdminRole).toHaveBeenCalledTimes(1);
  });

  it('shows the red banner when the accounts cannot be read', async () => {
    listAllMembers.mockRejectedValue(new Error('offline'));
    renderMembers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load members');
  });
});
