/**
 * The admin's membership codes and support tickets screens in Debian's Chromium against the
 * production build on the seeded emulators:
 * - codes generated on the screen are redeemed by a new person at registration, show up as used
 *   with that person's e-mail, and are available again after a confirmed reset;
 * - with the code-guessing breaker tripped, a new person's unbound code is refused with the one
 *   "use your invitation or call" answer; the admin sees when it tripped, resets it after a
 *   confirmation, and the code works;
 * - a member's request from the dashboard's Contact Support modal is triaged by the admin to
 *   resolved with notes, and the member sees the new status under Your requests; the admin sees
 *   the account's current name and an encoded reply address, the notes stay staff-only, and each
 *   change leaves one audit entry.
 * What the screens show is checked against the documents themselves (Admin SDK).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { AUDIT_ACTIONS } from '@common/audit';
import { codeBreakerKey, type SupportTicketDoc, type TicketNotesDoc } from '@common/documents';
import { unboundOddsLine } from '@common/code-odds';
import { CODE_BREAKER, CODE_EXPIRY_DEFAULT_DAYS, CODE_PATTERN, defaultCodeExpiry, unusedCodeDoc, type CodeBreakerSettings } from '@common/membership';
import { codesGeneratedMessage, codesPausedMessage, MESSAGES } from '@common/messages';
import { DEFAULT_PRACTICE } from '@common/practice';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { usableCodes } from '../../emulators/seeding/codes';
import { adminAuth, adminDb, closeClients, createUser, listOobCodes } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { getMembershipCode } from '../support/firestore-data';
import { enterCode, register, signInAsStaff, uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

async function adminPage(path: string, heading: string): Promise<Page> {
  const page = await freshPage();
  await signInAsStaff(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/** The counters row (a labelled description list) as { label: number }. */
async function counters(page: Page, group: string): Promise<Record<string, number>> {
  // Counted: the group keeps its place while counting, busy.
  const list = page.getByRole('group', { name: group }).and(page.locator(':not([aria-busy="true"])'));
  await list.getByRole('definition').first().waitFor();
  const labels = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(labels.map((label, i) => [label, Number(values[i].replace(/,/g, ''))]));
}

/** Waits until the counters read `expected` (they follow a reload). */
async function waitForCounters(page: Page, group: string, expected: Record<string, number>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = await counters(page, group);
    if (Object.entries(expected).every(([label, value]) => seen[label] === value)) return;
    if (Date.now() > until) throw new Error(`Counters ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
    await page.waitForTimeout(200);
  }
}

async function codeCounts(): Promise<{ total: number; used: number }> {
  const codes = adminDb().collection(COLLECTIONS.membershipCodes);
  const [total, used] = await Promise.all([codes.count().get(), codes.where('is_used', '==', true).count().get()]);
  return { total: total.data().count, used: used.data().count };
}

describe('membership codes', () => {
  it('generates codes, one is redeemed at registration and shows as used, and a reset makes it available again', async () => {
    const admin = await adminPage('/admin/membership-codes', 'Membership Codes');
    const before = await codeCounts();
    await waitForCounters(admin, 'Membership code counts', {
      'Total Codes': before.total,
      'Used Codes': before.used,
      'Available Codes': before.total - before.used,
    });

    // Unbound codes are the second choice, chosen on purpose.
    await admin.getByRole('radio', { name: 'Unbound code' }).check();
    const count = admin.getByLabel('Number of codes');
    expect(await count.inputValue()).toBe('10');
    await count.fill('3');
    await admin.getByRole('button', { name: 'Generate Codes' }).click();
    await admin.getByText(codesGeneratedMessage(3), { exact: true }).waitFor();

    const fresh = admin.getByRole('region', { name: 'New codes' });
    const codes = (await fresh.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect(code).toMatch(CODE_PATTERN);
      expect(await getMembershipCode(code)).toMatchObject({ code, is_used: false, assigned_to: null, used_at: null });
    }
    await waitForCounters(admin, 'Membership code counts', {
      'Total Codes': before.total + 3,
      'Used Codes': before.used,
      'Available Codes': before.total - before.used + 3,
    });

    // Someone new registers with one of them.
    const person = await freshPage();
    const email = uniqueEmail('codes');
    await register(person, 'Nora Newcode', email, 'Nora-Newcode-42');
    await enterCode(person, codes[1]);
    await waitForDashboard(person, 'Nora Newcode');
    const uid = (await adminAuth().getUserByEmail(email)).uid;

    // The admin refreshes and finds the code used by that e-mail.
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await waitForCounters(admin, 'Membership code counts', { 'Total Codes': before.total + 3, 'Used Codes': before.used + 1 });
    await admin.getByRole('searchbox', { name: 'Search codes' }).fill(codes[1]);
    const table = admin.getByRole('table', { name: 'Membership codes' });
    const row = table.getByRole('row').filter({ hasText: codes[1] });
    await row.filter({ hasText: email }).waitFor();
    // The code cell names its expiry (the default one).
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${codes[1]}Expires [A-Z][a-z]{2} \\d{1,2}, \\d{4}$`)),
      'Used',
      email,
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      'Reset',
    ]);
    // The whole e-mail address (any case) finds the code it used, by query, and nothing else.
    await admin.getByRole('searchbox', { name: 'Search codes' }).fill(email.toUpperCase());
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1)).toEqual([expect.stringContaining(codes[1])]);
    // The unused ones have no Reset button.
    await admin.getByRole('searchbox', { name: 'Search codes' }).fill(codes[0]);
    const unused = table.getByRole('row').filter({ hasText: codes[0] }).filter({ hasText: 'Available' });
    await unused.waitFor();
    expect(await unused.getByRole('button').count()).toBe(0);

    // Reset, after the confirmation.
    await admin.getByRole('searchbox', { name: 'Search codes' }).fill(codes[1]);
    await admin.getByRole('button', { name: `Reset code ${codes[1]}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reset code ${codes[1]}` });
    await dialog.getByText('Are you sure you want to reset this code? This will make it available for use again.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await getMembershipCode(codes[1]))?.is_used).toBe(true);

    await admin.getByRole('button', { name: `Reset code ${codes[1]}` }).click();
    await dialog.getByRole('button', { name: 'Reset Code' }).click();
    await admin.getByText(MESSAGES.codeResetDone, { exact: true }).waitFor();
    await row.filter({ hasText: 'Available' }).waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${codes[1]}Expires `)), 'Available', '—', '—', '']);
    await waitForCounters(admin, 'Membership code counts', { 'Used Codes': before.used });

    expect(await getMembershipCode(codes[1])).toMatchObject({ is_used: false, assigned_to: null, assigned_user: null, used_at: null });
    // The reset frees the code; the person who used it stays a member
    // (docs/decisions/0002-membership-codes.md).
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('member');
  });

  it(`asks for the invitee's e-mail first, fills the expiry ${CODE_EXPIRY_DEFAULT_DAYS} days ahead, stores both, and shows an expired code as Expired`, async () => {
    const admin = await adminPage('/admin/membership-codes', 'Membership Codes');
    const invitee = uniqueEmail('invitee');
    // The code counts and the guessing figures arrive above the form: their places are kept while
    // they load, so the form never moves under a click (on a loaded host a Generate call once never
    // went out, the form having moved). Checked here, then the form is used at once.
    const formTop = async () => (await admin.getByLabel('Invitee e-mail').boundingBox())!.y;
    const before = await formTop();
    await counters(admin, 'Membership code counts');
    await counters(admin, 'Failed code attempts');
    expect(await formTop()).toBe(before);

    // Bound by default; unbound second, with its published odds beside it.
    expect(await admin.getByRole('radio', { name: 'One invitee, by e-mail (recommended)' }).isChecked()).toBe(true);
    expect(await admin.getByRole('radio', { name: 'Unbound code' }).isChecked()).toBe(false);
    await admin.getByText(unboundOddsLine(), { exact: true }).waitFor();
    const expiryField = admin.getByLabel('Expiry date');
    const day = await expiryField.inputValue();
    const expected = new Date(defaultCodeExpiry(Date.now()));
    expect(day).toBe(`${expected.getFullYear()}-${String(expected.getMonth() + 1).padStart(2, '0')}-${String(expected.getDate()).padStart(2, '0')}`);

    await admin.getByLabel('Invitee e-mail').fill(invitee);
    await admin.getByRole('button', { name: 'Generate Code' }).click();
    await admin.getByText(codesGeneratedMessage(1), { exact: true }).waitFor();

    const [code] = (await admin.getByRole('region', { name: 'New codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    const stored = await getMembershipCode(code);
    expect(stored?.invitee_email?.toLowerCase()).toBe(invitee.toLowerCase());
    expect(stored?.expires_at).toBeInstanceOf(Timestamp);
    // The end of the chosen day.
    expect(stored!.expires_at!.toMillis()).toBeGreaterThan(expected.getTime());
    expect(stored!.expires_at!.toMillis()).toBeLessThanOrEqual(expected.getTime() + 24 * 3600 * 1000);

    const search = admin.getByRole('searchbox', { name: 'Search codes' });
    const table = admin.getByRole('table', { name: 'Membership codes' });
    await search.fill(code);
    await table.getByRole('row').filter({ hasText: code }).filter({ hasText: `For ${invitee}` }).filter({ hasText: 'Available' }).waitFor();

    // A code whose expiry has passed shows as Expired (redeeming it gets the wrong-code answer).
    const codesRef = adminDb().collection(COLLECTIONS.membershipCodes);
    const freeCode = async (): Promise<string> => {
      const candidate = String(1000 + Math.floor(Math.random() * 9000));
      return (await codesRef.doc(candidate).get()).exists ? freeCode() : candidate;
    };
    const expired = await freeCode();
    await codesRef.doc(expired).set(unusedCodeDoc(expired, Timestamp.now(), { expires_at: Timestamp.fromMillis(Date.now() - 60_000) }));
    await search.fill(expired);
    const row = table.getByRole('row').filter({ hasText: expired });
    await row.filter({ hasText: 'Expired' }).waitFor();
    expect((await row.getByRole('cell').allTextContents())[1]).toBe('Expired');
  });
});

describe('the code-guessing breaker', () => {
  const breaker = () => adminDb().collection(COLLECTIONS.codeBreaker);
  // The breaker is global: put it back for the tests that run after this one.
  afterEach(async () => {
    await Promise.all([breaker().doc(codeBreakerKey.state).delete(), breaker().doc(codeBreakerKey.testSettings).delete()]);
  });

  it('once tripped, a new person is told to use their invitation or call; staff see when it tripped, reset it, and the code works', async () => {
    // One failure trips it (the functions read these settings in the emulator only).
    const settings: CodeBreakerSettings = { ...CODE_BREAKER, threshold: 1 };
    await breaker().doc(codeBreakerKey.testSettings).set(settings);
    const code = (await usableCodes(adminDb()))[0];
    const started = Date.now() - 1_000;

    const person = await freshPage();
    const email = uniqueEmail('breaker');
    await register(person, 'Bea Breaker', email, 'Bea-Breaker-42');
    await enterCode(person, '0000'); // never generated: a failed redemption
    await person.getByRole('alert').filter({ hasText: MESSAGES.codeInvalid }).waitFor();
    const linksBefore = (await listOobCodes()).filter((oob) => oob.email === email).length;
    await person.getByLabel('Membership Code').fill(code);
    await person.getByRole('button', { name: 'Validate Code' }).click();

    const alert = person.getByRole('alert').filter({ hasText: 'cannot be used right now' });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(codesPausedMessage(DEFAULT_PRACTICE.phone));
    // No verification link: a verified address would not help with an unbound code.
    expect((await listOobCodes()).filter((oob) => oob.email === email)).toHaveLength(linksBefore);
    expect((await getMembershipCode(code))?.is_used).toBe(false);

    const admin = await adminPage('/admin/membership-codes', 'Membership Codes');
    const status = admin.getByRole('status').filter({ hasText: 'The guessing breaker has tripped at' });
    await status.waitFor();
    expect(await status.textContent()).toMatch(/tripped at .+: until .+, codes without an invitee cannot be redeemed/);
    expect((await counters(admin, 'Failed code attempts'))['Failed, last hour']).toBeGreaterThanOrEqual(1);

    // Reset, after the confirmation.
    await status.getByRole('button', { name: 'Reset breaker' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset the guessing breaker' });
    await dialog.getByRole('button', { name: 'Reset Breaker' }).click();
    await admin.getByText('The guessing breaker is reset: codes without an invitee can be redeemed again.').waitFor();
    await admin.getByText(/Guessing breaker: not tripped \(last tripped/).waitFor();
    const adminUid = (await adminAuth().getUserByEmail(DEMO_ADMIN.email)).uid;
    const resets = await adminDb().collection(COLLECTIONS.auditLog).where('action', '==', AUDIT_ACTIONS.breakerReset).where('at', '>=', Timestamp.fromMillis(started)).get();
    expect(resets.docs.map((d) => d.get('actor_uid'))).toEqual([adminUid]);

    // The person's code works now.
    await person.getByRole('button', { name: 'Validate Code' }).click();
    await waitForDashboard(person, 'Bea Breaker');
    expect((await getMembershipCode(code))?.is_used).toBe(true);
  });
});

describe('support tickets', () => {
  it("takes a member's request from the dashboard to resolved with notes, and the member sees the new status", async () => {
    // A '+' in the address: the reply link must encode it (mailtoHref's unit test has & and ? too).
    // Verified: staff get a reply link for a verified address only (support-threads.test.ts has the other kind).
    const member = await createUser({ email: uniqueEmail('ticket+care'), password: 'Ticket-Pass-42', name: 'Tess Ticket', role: 'member', emailVerified: true });
    const memberPage = await freshPage();
    await signIn(memberPage, member.email, member.password);
    await waitForDashboard(memberPage, member.name);

    const subject = `Parking at the Pleasanton office ${uniqueEmail('t').slice(2, 10)}`;
    const message = 'Is there parking for patients at the Pleasanton office?\nI use a walker.';
    await memberPage.getByRole('button', { name: 'Contact Support' }).click();
    const contact = memberPage.getByRole('dialog', { name: 'Contact Support' });
    await contact.getByLabel('Subject', { exact: true }).fill(subject);
    await contact.getByLabel('Message', { exact: true }).fill(message);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await memberPage.getByText('Message Sent!').waitFor();
    await memberPage.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
    const request = memberPage.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: subject });
    await request.filter({ hasText: 'Open' }).waitFor();

    // Staff see the account's current name, not the one it had when the request was sent.
    const currentName = 'Tess Renamed';
    await adminAuth().updateUser(member.uid, { displayName: currentName });

    const admin = await adminPage('/admin/support-tickets', 'Support Tickets');
    const all = (await adminDb().collection(COLLECTIONS.supportTickets).get()).docs.map((d) => d.data() as SupportTicketDoc);
    const countOf = (status: string) => all.filter((t) => t.status === status).length;
    await waitForCounters(admin, 'Tickets by status', {
      Open: countOf('open'),
      'In Progress': countOf('in_progress'),
      Resolved: countOf('resolved'),
      Closed: countOf('closed'),
    });

    // Search (case-insensitive, by e-mail) and the status filter find it.
    await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(member.email.toUpperCase());
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
    const table = admin.getByRole('table', { name: 'Support tickets' });
    const row = table.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    // The filtered list renders after the typing (a deferred value): wait for it to settle.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await row.textContent()).toContain(currentName);

    await row.getByRole('button', { name: `View ticket: ${subject}` }).click();
    const dialog = admin.getByRole('dialog', { name: subject });
    await dialog.getByText(`${currentName} (${member.email})`).waitFor();
    const [local, domain] = member.email.split('@');
    expect(await dialog.getByRole('link', { name: member.email }).getAttribute('href')).toBe(`mailto:${local!.replace('+', '%2B')}@${domain}`);
    expect(await dialog.textContent()).toContain('I use a walker.');
    const notes = dialog.getByLabel('Admin Notes');
    expect(await notes.inputValue()).toBe('');
    await notes.fill('Called back: free patient parking behind the building.');
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list reloads: with the Open filter the ticket is gone, under Resolved it is there.
    await row.waitFor({ state: 'detached' });
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
    await row.filter({ hasText: 'Resolved' }).waitFor();
    await waitForCounters(admin, 'Tickets by status', { Open: countOf('open') - 1, Resolved: countOf('resolved') + 1 });

    const stored = await adminDb().collection(COLLECTIONS.supportTickets).where('user_id', '==', member.uid).get();
    expect(stored.size).toBe(1);
    const ticket = stored.docs[0].data() as SupportTicketDoc<Timestamp>;
    expect(ticket).toMatchObject({ user_id: member.uid, subject, status: 'resolved' });
    expect(Object.keys(ticket).sort()).toEqual(['created_at', 'message', 'responded_at', 'status', 'subject', 'updated_at', 'user_id']);
    expect(ticket.responded_at).toBeInstanceOf(Timestamp);
    expect(ticket.responded_at!.isEqual(ticket.updated_at)).toBe(true);
    expect(ticket.updated_at.toMillis()).toBeGreaterThan(ticket.created_at.toMillis());
    // The notes live apart from the ticket, where only admins read them.
    const notesDoc = (await adminDb().collection(COLLECTIONS.ticketNotes).doc(stored.docs[0].id).get()).data() as TicketNotesDoc<Timestamp>;
    expect(notesDoc).toMatchObject({ notes: 'Called back: free patient parking behind the building.', updated_by: (await adminAuth().getUserByEmail(DEMO_ADMIN.email)).uid });
    // One audit entry for the status and one for the notes.
    const entries = await adminDb().collection(COLLECTIONS.auditLog).where('target_id', '==', stored.docs[0].id).get();
    expect(entries.docs.map((d) => d.get('action')).sort()).toEqual([AUDIT_ACTIONS.ticketNoteChanged, AUDIT_ACTIONS.ticketStatusChanged]);

    // Opening it again shows the saved notes.
    await row.getByRole('button', { name: `View ticket: ${subject}` }).click();
    expect(await dialog.getByLabel('Admin Notes').inputValue()).toBe('Called back: free patient parking behind the building.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The member sees the new status on the dashboard.
    await memberPage.reload();
    await request.filter({ hasText: 'Resolved' }).waitFor();
  });

  it('pages the tickets by query: the counters count every ticket, the next page holds the rest, a search reaches older ones', async () => {
    const sender = await createUser({ email: uniqueEmail('many'), name: 'Manny Many', role: 'member' });
    const tickets = adminDb().collection(COLLECTIONS.supportTickets);
    const runId = uniqueEmail('p').slice(2, 10);
    // 30 tickets from long ago (the oldest), so that other tests' newer tickets come first.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const at = Timestamp.fromMillis(Date.UTC(2020, 0, 1, 0, i));
        const doc: SupportTicketDoc<Timestamp> = { user_id: sender.uid, subject: `Paged ${runId} #${i}`, message: 'An old question.', status: 'closed', created_at: at, updated_at: at, responded_at: at };
        return tickets.doc(`paged-${runId}-${i}`).set(doc);
      }),
    );
    const byStatus = await Promise.all(['open', 'in_progress', 'resolved', 'closed'].map((status) => tickets.where('status', '==', status).count().get()));
    const [open, inProgress, resolved, closed] = byStatus.map((snap) => snap.data().count);

    const page = await adminPage('/admin/support-tickets', 'Support Tickets');
    await waitForCounters(page, 'Tickets by status', { Open: open!, 'In Progress': inProgress!, Resolved: resolved!, Closed: closed! });
    await page.getByText(`${(open! + inProgress! + resolved! + closed!).toLocaleString('en-US')} tickets in all`).waitFor();
    const table = page.getByRole('table', { name: 'Support tickets' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('row').count()).toBe(26);

    // Closed only, oldest last: page 2 of 25 ends with the oldest seeded ticket.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    // The closed tickets' first page is on screen (Next then knows where page 2 starts).
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((text) => text.includes('Closed'))).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Go to next page' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await table.getByText(`Paged ${runId} #0`, { exact: true }).waitFor();

    // A search for the oldest one finds it though it is far down the list, with its sender joined.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Status' });
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(`${runId} #1`);
    await table.getByText(`Paged ${runId} #1`, { exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: `Paged ${runId} #1` }).first();
    await row.getByText(sender.email).waitFor();
    // #1 and #10..#19: the matches of the search, and nothing else.
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((text) => text.includes(`Paged ${runId} #1`))).toBe(true);
    expect(await table.getByRole('row').count()).toBe(12);

    // The sender's whole e-mail address: their requests by query (user_id), a page at a time.
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(sender.email);
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((text) => text.includes(`Paged ${runId} #`))).toBe(true);
    await expect.poll(() => table.getByRole('row').count()).toBe(26);
    await page.getByText('1–25 of more than 25').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await table.getByText(`Paged ${runId} #0`, { exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    await page.getByText('26–30 of 30').waitFor();
  });

  it('finds a code far down the list by the whole code or the e-mail it is meant for, by query', async () => {
    const invitee = uniqueEmail('invited');
    const codes = adminDb().collection(COLLECTIONS.membershipCodes);
    // A code nobody holds yet, created long ago: the oldest codes come last in the list.
    const freeCode = async (): Promise<string> => {
      const candidate = String(1000 + Math.floor(Math.random() * 9000));
      return (await codes.doc(candidate).get()).exists ? freeCode() : candidate;
    };
    const code = await freeCode();
    await codes.doc(code).set(unusedCodeDoc(code, Timestamp.fromMillis(Date.UTC(2019, 0, 1)), { invitee_email: invitee }));
    const page = await adminPage('/admin/membership-codes', 'Membership Codes');
    const table = page.getByRole('table', { name: 'Membership codes' });
    const search = page.getByRole('searchbox', { name: 'Search codes' });
    for (const text of [code, invitee.toUpperCase()]) {
      await search.fill(text);
      await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1)).toEqual([expect.stringContaining(code)]);
      await page.getByText('1–1 of 1').waitFor();
    }
    await search.fill(`nobody-${invitee}`);
    await table.getByRole('cell', { name: 'No membership codes found' }).waitFor();
  });
});
