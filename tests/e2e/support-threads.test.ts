/**
 * Support that answers back, in Debian's Chromium on the seeded emulators: a member whose address is
 * not verified sends a request; staff see "unverified" beside the address and no reply link, add an
 * internal note and a reply and resolve it; the member sees "New reply" on the dashboard and the
 * reply in the thread, never the note; their follow-up reopens the request, and staff see it in the
 * conversation. The one e-mail queued is the new request's to the practice: none goes to an
 * unverified address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { MailDoc } from '@common/documents';
import { SUPPORT_PATHS } from '@common/portal-paths';
import { DEMO_ADMIN } from '../../emulators/demo-accounts';
import { adminDb, closeClients, createUser } from '../../tooling/emulator-clients';
import { signIn, waitForDashboard } from '../../tooling/sign-in-steps';
import { useBrowser } from '../support/e2e-browser';
import { uniqueEmail } from '../support/portal-steps';

const { freshPage } = useBrowser({ seed: true });

afterEach(closeClients);

const NOTE = 'Checked the schedule: Dr. Rivera is out until Monday.';
const REPLY = 'Thank you for writing. We will call you on Monday morning.';
const FOLLOW_UP = 'Monday works. Please call my mobile.';

async function openTicket(admin: Page, email: string, subject: string) {
  await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(email);
  const row = admin.getByRole('table', { name: 'Support tickets' }).getByRole('row').filter({ hasText: subject });
  await row.getByRole('button', { name: `View ticket: ${subject}` }).click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await dialog.waitFor();
  return dialog;
}

describe('support threads', () => {
  it('a request, a note and a reply from staff, "New reply" and the reply (never the note) for the member, a follow-up that reopens it', async () => {
    const member = await createUser({ email: uniqueEmail('thread'), password: 'Thread-Pass-42', name: 'Theo Thread', role: 'member' });
    const subject = `Appointment question ${Date.now()}`;

    // The member sends a request from the dashboard.
    const page = await freshPage();
    await signIn(page, member.email, member.password);
    await waitForDashboard(page, member.name);
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const form = page.getByRole('dialog', { name: 'Contact Support' });
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill('Can I move my appointment to next week?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    const requests = page.getByRole('region', { name: 'Your requests' });
    await requests.getByRole('listitem').filter({ hasText: subject }).waitFor();
    const ticketId = (await adminDb().collection(COLLECTIONS.supportTickets).where('user_id', '==', member.uid).get()).docs[0]!.id;

    // Staff: an internal note, a reply, then Mark Resolved.
    const admin = await freshPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await waitForDashboard(admin, DEMO_ADMIN.name);
    await admin.goto('/admin/support-tickets');
    await admin.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
    let dialog = await openTicket(admin, member.email, subject);
    await dialog.getByText('No replies or notes yet.').waitFor();
    // The address may be someone else's: marked, and not offered as a reply link.
    await dialog.getByText(`${member.name} (${member.email}, unverified)`).waitFor();
    expect(await dialog.getByRole('link', { name: member.email }).count()).toBe(0);
    const box = dialog.getByRole('textbox', { name: 'Reply or internal note' });
    await box.fill(NOTE);
    await dialog.getByRole('button', { name: 'Internal note' }).click();
    await dialog.getByText('Internal note added.').waitFor();
    await box.fill(REPLY);
    await dialog.getByRole('button', { name: 'Reply to member' }).click();
    await dialog.getByText('Reply sent to the member.').waitFor();
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await conversation.getByRole('listitem').nth(1).waitFor();
    expect(await conversation.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`${DEMO_ADMIN.name} · internal note, staff only`),
      expect.stringContaining(`${DEMO_ADMIN.name} · reply to member`),
    ]);
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The member: "New reply" on the dashboard, then the thread: the reply, never the note.
    await page.goto('/dashboard');
    const item = requests.getByRole('listitem').filter({ hasText: subject });
    await item.getByText('New reply').waitFor();
    await item.getByText('Resolved').waitFor();
    await item.getByRole('link', { name: subject }).click();
    await page.waitForURL(`**${SUPPORT_PATHS.request(ticketId)}`);
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText(REPLY).waitFor();
    await thread.getByText(`${DEMO_ADMIN.name} · PMC staff`).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(NOTE);
    await page.getByText('This request is resolved. Sending a follow-up opens it again.').waitFor();
    // Opening it marked the reply seen.
    await expect.poll(async () => (await adminDb().collection(COLLECTIONS.supportTickets).doc(ticketId).get()).get('member_seen_at')).toBeTruthy();

    // An empty follow-up is refused where it is typed; then a real one reopens the request.
    await page.getByRole('button', { name: 'Send follow-up' }).click();
    await page.getByText('Please write your follow-up').waitFor();
    await page.getByRole('textbox', { name: 'Your follow-up' }).fill(FOLLOW_UP);
    await page.getByRole('button', { name: 'Send follow-up' }).click();
    await page.getByText('Your follow-up was sent.').waitFor();
    await thread.getByText(FOLLOW_UP).waitFor();
    await page.getByText('Open', { exact: true }).waitFor();
    expect((await adminDb().collection(COLLECTIONS.supportTickets).doc(ticketId).get()).get('status')).toBe('open');

    // The dashboard no longer says "New reply".
    await page.goto('/dashboard');
    await requests.getByRole('listitem').filter({ hasText: subject }).getByText('Open').waitFor();
    expect(await requests.getByRole('listitem').filter({ hasText: subject }).getByText('New reply').count()).toBe(0);

    // Staff see the follow-up in the conversation, after the reply.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
    dialog = await openTicket(admin, member.email, subject);
    await dialog.getByRole('list', { name: 'Conversation' }).getByText(FOLLOW_UP).waitFor();
    expect(await dialog.getByRole('list', { name: 'Conversation' }).getByRole('listitem').last().textContent()).toContain(`${member.name} (member)`);

    // What the backend holds: the thread, and one e-mail, the request's to the practice.
    const messages = await adminDb().collection(COLLECTIONS.supportTickets).doc(ticketId).collection(SUBCOLLECTIONS.ticketMessages).orderBy('created_at').get();
    expect(messages.docs.map((d) => [d.get('from'), d.get('text')])).toEqual([
      ['staff', REPLY],
      ['member', FOLLOW_UP],
    ]);
    let mail: MailDoc[] = [];
    await expect
      .poll(async () => {
        mail = (await adminDb().collection(COLLECTIONS.mail).where('ticket_id', '==', ticketId).get()).docs.map((d) => d.data() as MailDoc);
        return mail.length;
      }, { timeout: 20_000 })
      .toBe(1);
    // The reply's trigger ran long before the member read the reply and followed up: it queued nothing.
    expect(mail.map((m) => [m.to, m.account_id])).toEqual([['members@pmc-portal.example', member.uid]]);
    expect(JSON.stringify(mail)).not.toContain(REPLY);
  });
});
