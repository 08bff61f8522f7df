import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { FunctionsError } from 'firebase/functions';
import type { CodeGuessingResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { formatDateTime } from '@/lib/format-date';
import { unboundOddsLine } from '@common/code-odds';
import { CODE_EXPIRY_DEFAULT_DAYS, defaultCodeExpiry } from '@common/membership';
import { endOfDay, GENERATE_FORM_MESSAGES as GENERATE_ERRORS } from '@common/schemas/codes';
import { localIsoDate, type MembershipCode } from '../codes';
import { MembershipCodesScreen } from './membership-codes-screen';
import { expectAdminScreenLoads } from '@/testing/admin-fixtures';

const { getMembershipCodes, generateMembershipCodes, resetMembershipCode, getCodeGuessing, retireUnusedCodes, resetCodeBreaker } = vi.hoisted(() => ({
  getMembershipCodes: vi.fn(),
  generateMembershipCodes: vi.fn(),
  resetMembershipCode: vi.fn(),
  getCodeGuessing: vi.fn(),
  retireUnusedCodes: vi.fn(),
  resetCodeBreaker: vi.fn(),
}));
// One page of the codes getMembershipCodes() answers, searched as the real source searches; the
// counters counted from the same codes without counting as a read (the real page queries and counts
// run on the emulators: tests/e2e/admin-codes-tickets.test.ts).
vi.mock('../api/membership-code-pages', async () => {
  const { countCodes, filterCodes } = await import('../codes');
  type Code = import('../codes').MembershipCode;
  return {
    membershipCodePages: {
      mode: 'query',
      async page({ query, size }: { query: { search: string }; size: number }) {
        return { rows: filterCodes((await getMembershipCodes()) as Code[], query.search).slice(0, size), next: null };
      },
    },
    async countMembershipCodes() {
      const codes = (await getMembershipCodes.getMockImplementation()!()) as Code[];
      return countCodes(codes.length, codes.filter((c) => c.is_used).length, codes.filter((c) => c.retired_at).length);
    },
  };
});
vi.mock('../api/generate-membership-codes', () => ({ generateMembershipCodes }));
vi.mock('../api/reset-membership-code', () => ({ resetMembershipCode }));
vi.mock('../api/code-guessing', () => ({ getCodeGuessing, retireUnusedCodes, resetCodeBreaker }));

const QUIET: CodeGuessingResult = {
  failed_last_hour: 4,
  failed_last_day: 37,
  addresses_last_hour: 2,
  addresses_last_day: 9,
  breaker: { tripped: false, tripped_until: null, last_tripped_at: null },
};

const created = new Date('2026-01-05T10:00:00Z');
const CODES: MembershipCode[] = [
  { id: '4821', code: '4821', is_used: true, assigned_to: 'u1', assigned_user: { email: 'rosa@example.org' }, used_at: new Date('2026-01-07T12:00:00Z'), created_at: created },
  { id: '5930', code: '5930', is_used: true, assigned_to: 'u2', assigned_user: null, used_at: new Date('2026-01-08T12:00:00Z'), created_at: created },
  { id: '7314', code: '7314', is_used: false, assigned_to: null, assigned_user: null, used_at: null, created_at: created, invitee_email: 'sam@example.org' },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  getMembershipCodes.mockReset().mockResolvedValue(CODES);
  generateMembershipCodes.mockReset();
  resetMembershipCode.mockReset();
  getCodeGuessing.mockReset().mockResolvedValue(QUIET);
  retireUnusedCodes.mockReset();
  resetCodeBreaker.mockReset();
});

function renderCodes() {
  renderScreen(<MembershipCodesScreen />, { session: fakeSession('admin'), path: '/admin/membership-codes' });
}

const table = () => screen.getByRole('table', { name: 'Membership codes' });
const rowOf = (code: string) => within(table()).getByText(code).closest('tr')!;

describe('Membership Codes screen', () => {
  it('shows the counters and the table with Reset for used codes only', async () => {
    renderCodes();
    await expectAdminScreenLoads('Membership Codes', 'Loading membership codes...', 'Membership codes');

    // The counts are a load of their own (they may come a render after the table); their place is kept meanwhile.
    const counters = await screen.findByRole('group', { name: 'Membership code counts', busy: false });
    expect(within(counters).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Codes', 'Used Codes', 'Available Codes']);
    expect(within(counters).getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '2', '1']);

    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Status', 'Assigned To', 'Used Date', 'Actions']);
    expect(rowOf('4821')).toHaveTextContent(/4821.*Used.*rosa@example\.org.*Jan 7, 2026.*Reset/);
    expect(rowOf('5930')).toHaveTextContent(/Used.*Unknown User/);
    expect(rowOf('7314')).toHaveTextContent(/7314For sam@example\.orgAvailable—/);
    expect(within(rowOf('7314')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('4821')).getByRole('button', { name: 'Reset code 4821' })).toBeInTheDocument();
  });

  it(`asks for the invitee's e-mail first, with an expiry ${CODE_EXPIRY_DEFAULT_DAYS} days ahead, and generates one code for it`, async () => {
    generateMembershipCodes.mockResolvedValue(['4444']);
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    const u = userEvent.setup();
    const choice = screen.getByRole('radiogroup', { name: 'Who can redeem it' });
    expect(within(choice).getByRole('radio', { name: 'One invitee, by e-mail (recommended)' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Unbound code' })).not.toBeChecked();
    // The published odds beside the unbound choice, from the same declarations the server enforces.
    expect(within(choice).getByRole('radio', { name: 'Unbound code' })).toHaveAccessibleDescription(unboundOddsLine());
    expect(screen.queryByRole('spinbutton', { name: 'Number of codes' })).not.toBeInTheDocument();
    const expiry = screen.getByLabelText('Expiry date');
    const defaultDay = localIsoDate(new Date(defaultCodeExpiry(Date.now())));
    expect(expiry).toHaveValue(defaultDay);

    const invitee = screen.getByRole('textbox', { name: 'Invitee e-mail' });
    expect(invitee).toBeRequired();
    await u.type(invitee, ' New@Example.org ');
    await u.click(screen.getByRole('button', { name: 'Generate Code' }));

    expect(generateMembershipCodes).toHaveBeenCalledWith({ count: 1, invitee_email: 'New@Example.org', expires_at: endOfDay(defaultDay)!.getTime() });
    expect(await screen.findByText('Generated 1 new membership codes')).toBeInTheDocument();
    await waitFor(() => expect(getMembershipCodes).toHaveBeenCalledTimes(2));
    // The next invitation starts afresh.
    expect(invitee).toHaveValue('');
    expect(expiry).toHaveValue(defaultDay);
  });

  it('generates unbound codes only when chosen, says how many, shows them and reloads the list', async () => {
    generateMembershipCodes.mockResolvedValue(['1111', '2222', '3333']);
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('radio', { name: 'Unbound code' }));
    expect(screen.queryByRole('textbox', { name: 'Invitee e-mail' })).not.toBeInTheDocument();
    const count = screen.getByRole('spinbutton', { name: 'Number of codes' });
    expect(count).toHaveValue(10);
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('max', '100');
    await u.clear(count);
    await u.type(count, '3');
    // Cleared: the codes never expire.
    await u.clear(screen.getByLabelText('Expiry date'));
    await u.click(screen.getByRole('button', { name: 'Generate Codes' }));

    expect(generateMembershipCodes).toHaveBeenCalledWith({ count: 3, unbound: true, expires_at: null });
    expect(await screen.findByText('Generated 3 new membership codes')).toBeInTheDocument();
    const fresh = screen.getByRole('region', { name: 'New codes' });
    expect(within(fresh).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1111', '2222', '3333']);
    await waitFor(() => expect(getMembershipCodes).toHaveBeenCalledTimes(2));
    // The choice and the count stay for the next batch; the expiry is the default again.
    expect(screen.getByRole('radio', { name: 'Unbound code' })).toBeChecked();
    expect(count).toHaveValue(3);
    expect(screen.getByLabelText('Expiry date')).toHaveValue(localIsoDate(new Date(defaultCodeExpiry(Date.now()))));

    await u.click(within(fresh).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'New codes' })).not.toBeInTheDocument();
  });

  it('forces the count to at least 1 when left empty or zero', async () => {
    generateMembershipCodes.mockResolvedValue(['1111']);
    renderCodes();
    const u = userEvent.setup();
    await u.click(screen.getByRole('radio', { name: 'Unbound code' }));
    const count = screen.getByRole('spinbutton', { name: 'Number of codes' });
    await u.clear(count);
    await u.tab();
    expect(count).toHaveValue(1);
    await u.clear(count);
    await u.type(count, '0');
    await u.click(screen.getByRole('button', { name: 'Generate Codes' }));
    expect(generateMembershipCodes).toHaveBeenCalledWith(expect.objectContaining({ count: 1, unbound: true }));
    expect(await screen.findByText('Generated 1 new membership codes')).toBeInTheDocument();
  });

  it("checks the invitee e-mail and shows the server's refusal", async () => {
    generateMembershipCodes.mockRejectedValue({ code: 'functions/resource-exhausted', message: 'Only 2 unused codes are left to draw. [429]' });
    renderCodes();
    const u = userEvent.setup();
    const invitee = screen.getByRole('textbox', { name: 'Invitee e-mail' });
    // Empty, then not an address: refused in the form, with the focus on the field.
    for (const typed of ['', 'not-an-email']) {
      if (typed) await u.type(invitee, typed);
      await u.click(screen.getByRole('button', { name: 'Generate Code' }));
      expect(generateMembershipCodes).not.toHaveBeenCalled();
      expect(invitee).toHaveAttribute('aria-invalid', 'true');
      expect(invitee).toHaveAccessibleDescription(GENERATE_ERRORS.inviteeEmail);
      expect(invitee).toHaveFocus();
    }

    await u.clear(invitee);
    await u.type(invitee, 'sam@example.org');
    await u.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 unused codes are left to draw.');

    generateMembershipCodes.mockRejectedValue({ code: 'functions/internal', message: 'Failed to generate membership codes [500]' });
    await u.click(screen.getByRole('button', { name: 'Generate Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to generate membership codes$/));

    generateMembershipCodes.mockRejectedValue({ code: 'functions/permission-denied', message: '' });
    await u.click(screen.getByRole('button', { name: 'Generate Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to generate codes$/));
  });

  it('shows an unused code past its expiry as Expired', async () => {
    getMembershipCodes.mockResolvedValue([
      ...CODES,
      { id: '8080', code: '8080', is_used: false, assigned_to: null, assigned_user: null, used_at: null, created_at: created, expires_at: new Date(Date.now() - 60_000) },
      { id: '9090', code: '9090', is_used: false, assigned_to: null, assigned_user: null, used_at: null, created_at: created, expires_at: new Date(Date.now() + 86_400_000) },
    ]);
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    expect(within(rowOf('8080')).getAllByRole('cell')[1]).toHaveTextContent(/^Expired$/);
    expect(within(rowOf('9090')).getAllByRole('cell')[1]).toHaveTextContent(/^Available$/);
  });

  it('resets a used code only after confirmation', async () => {
    resetMembershipCode.mockResolvedValue(undefined);
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    const u = userEvent.setup();

    const reset = screen.getByRole('button', { name: 'Reset code 4821' });
    await u.click(reset);
    let dialog = await screen.findByRole('dialog', { name: 'Reset code 4821' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to reset this code? This will make it available for use again.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetMembershipCode).not.toHaveBeenCalled();
    expect(reset).toHaveFocus();

    await u.click(reset);
    dialog = await screen.findByRole('dialog', { name: 'Reset code 4821' });
    await u.click(within(dialog).getByRole('button', { name: 'Reset Code' }));
    expect(resetMembershipCode).toHaveBeenCalledWith('4821');
    const notice = await screen.findByText('Code reset successfully');
    expect(notice.closest('[role="status"]')).toHaveFocus();
    await waitFor(() => expect(getMembershipCodes).toHaveBeenCalledTimes(2));
  });

  it("says 'Failed to reset code' when the reset fails", async () => {
    resetMembershipCode.mockRejectedValue(new Error('permission-denied'));
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Reset code 5930' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Code' }));
    // docs/product.md §8 names the screen's message and the helper's: both are shown, and the error is logged.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to reset codeFailed to reset membership code$/);
    expect(within(alert).getByText('Failed to reset code')).toBeVisible();
    expect(within(alert).getByText('Failed to reset membership code')).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('Failed to reset membership code', expect.any(Error));
    expect(getMembershipCodes).toHaveBeenCalledTimes(1);
  });

  it('shows the red banner when the codes cannot be loaded, and Refresh tries again', async () => {
    getMembershipCodes.mockRejectedValueOnce(new Error('offline'));
    renderCodes();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load membership codes')).toBeVisible();
    expect(within(alert).getByText('Failed to fetch membership codes')).toBeVisible();
    // Logged once, in the screen's own words.
    expect(vi.mocked(console.error).mock.calls.filter(([, error]) => error instanceof Error && error.message === 'offline')).toEqual([['Failed to fetch membership codes', expect.any(Error)]]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('table', { name: 'Membership codes' });
    expect(screen.queryByText('Failed to load membership codes')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch membership codes')).not.toBeInTheDocument();
  });

  it('searches the codes by code or e-mail', async () => {
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search codes' }), 'ROSA');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(rowOf('4821')).toBeInTheDocument();
  });

  it('shows failed attempts, addresses and the breaker', async () => {
    getCodeGuessing.mockResolvedValue({ ...QUIET, breaker: { tripped: true, tripped_until: Date.UTC(2026, 0, 5, 18), last_tripped_at: Date.UTC(2026, 0, 5, 12) } });
    renderCodes();
    const figures = await screen.findByRole('group', { name: 'Failed code attempts', busy: false });
    expect(within(figures).getAllByRole('term').map((t) => t.textContent)).toEqual(['Failed, last hour', 'Failed, last day', 'Addresses, last hour', 'Addresses, last day']);
    expect(within(figures).getAllByRole('definition').map((d) => d.textContent)).toEqual(['4', '37', '2', '9']);
    const status = screen.getByText(/The guessing breaker has tripped/);
    // When it tripped and until when, in the viewer's time.
    expect(status).toHaveTextContent(`tripped at ${formatDateTime(new Date(Date.UTC(2026, 0, 5, 12)))}: until ${formatDateTime(new Date(Date.UTC(2026, 0, 5, 18)))}`);
    expect(status).toHaveTextContent('codes without an invitee cannot be redeemed');
  });

  it('resets a tripped breaker only after confirmation, says so and shows the figures again', async () => {
    const tripped: CodeGuessingResult = { ...QUIET, breaker: { tripped: true, tripped_until: Date.UTC(2026, 0, 5, 18), last_tripped_at: Date.UTC(2026, 0, 5, 12) } };
    getCodeGuessing.mockResolvedValue(tripped);
    resetCodeBreaker.mockResolvedValue(undefined);
    renderCodes();
    const u = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Reset breaker' });

    await u.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Reset the guessing breaker' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetCodeBreaker).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    getCodeGuessing.mockResolvedValue({ ...tripped, breaker: { tripped: false, tripped_until: null, last_tripped_at: Date.UTC(2026, 0, 5, 12) } });
    await u.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Reset the guessing breaker' });
    await u.click(within(dialog).getByRole('button', { name: 'Reset Breaker' }));
    expect(resetCodeBreaker).toHaveBeenCalledTimes(1);
    const done = await screen.findByText('The guessing breaker is reset: codes without an invitee can be redeemed again.');
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(await screen.findByText(/Guessing breaker: not tripped \(last tripped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset breaker' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the breaker cannot be reset", async () => {
    getCodeGuessing.mockResolvedValue({ ...QUIET, breaker: { tripped: true, tripped_until: Date.UTC(2026, 0, 5, 18), last_tripped_at: Date.UTC(2026, 0, 5, 12) } });
    resetCodeBreaker.mockRejectedValue(new FunctionsError('failed-precondition', `${MESSAGES.breakerNotTripped} [400]`));
    renderCodes();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Reset breaker' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Breaker' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.breakerNotTripped);
  });

  it('says when the guessing figures cannot be loaded', async () => {
    getCodeGuessing.mockRejectedValue(new Error('offline'));
    renderCodes();
    expect(await screen.findByText('Failed to load code guessing figures')).toBeInTheDocument();
  });

  it('retires unused codes only after confirmation, then reloads; a retired code shows as Retired', async () => {
    retireUnusedCodes.mockResolvedValue(1);
    renderCodes();
    await screen.findByRole('table', { name: 'Membership codes' });
    const u = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Retire unused codes' });

    await u.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Retire unused codes' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(retireUnusedCodes).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    getMembershipCodes.mockResolvedValue(CODES.map((c) => (c.is_used ? c : { ...c, retired_at: new Date('2026-01-09T10:00:00Z') })));
    await u.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Retire unused codes' });
    await u.click(within(dialog).getByRole('button', { name: 'Retire Codes' }));
    expect(await screen.findByText('Retired 1 unused codes')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('7314')).toHaveTextContent(/Retired/));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Membership code counts' })).getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '2', '0', '1']),
    );
    expect(getCodeGuessing).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to retire unused codes' when retiring fails", async () => {
    retireUnusedCodes.mockRejectedValue(new Error('offline'));
    renderCodes();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Retire unused codes' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retire Codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retire unused codes');
  });
});
