/**
 * The support e-mails (docs/decisions/0010-support-conversations-and-mail.md): documents in `mail`,
 * in the format of Firebase's "Trigger Email" extension (docs/deploy.md says how to install it),
 * written by Firestore triggers:
 * - a new request: one to the practice's members address (SUPPORT_INBOX);
 * - a staff reply: one to the member's current address (from Auth), only when that address is
 *   verified: anyone can register with someone else's address, and the portal must not write to a
 *   stranger on the account's behalf (staff see "unverified" beside such an address instead).
 * A member's follow-up and a staff note send nothing. No e-mail repeats what was written (a subject
 * can be clinical): each says there is a request or a reply and links to the portal (PORTAL_URL).
 * Each names the request and the account that caused it (MailDoc), so deleting the account finds
 * them. The event id is the document id, and an existing one is left alone, so a retried event sends
 * nothing twice (and never rewrites a document the extension has already marked delivered).
 */
import { logger } from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import type { MailDoc, TicketMessageFrom } from '@common/documents';
import { SUPPORT_PATHS } from '@common/portal-paths';
import { DEFAULT_PRACTICE } from '@common/practice';
import { auth, db } from '../admin';

export const SUPPORT_INBOX = defineString('SUPPORT_INBOX', {
  description: "Where a new support request is announced: the practice's members address",
  default: DEFAULT_PRACTICE.membersEmail,
});

export const PORTAL_URL = defineString('PORTAL_URL', {
  description: "The portal's address for links in e-mail, such as https://portal.example.com",
});

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What caused an e-mail: the request, and the account that sent it. */
interface MailCause {
  ticketId: string;
  accountId: string;
}

function mail({ ticketId, accountId }: MailCause, to: string, subject: string, lines: string[], link: string): MailDoc {
  const text = [...lines, '', link, '', `${DEFAULT_PRACTICE.name}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(DEFAULT_PRACTICE.name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html }, ticket_id: ticketId, account_id: accountId };
}

function portalLink(portalUrl: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, '')}${path}`;
}

/** To the practice: a member sent a request (what it says is read in the portal). */
export function newRequestMail(portalUrl: string, inbox: string, cause: MailCause): MailDoc {
  return mail(
    cause,
    inbox,
    'New support request in the PMC Portal',
    ['A member has sent a new support request.', 'Sign in to the portal to read it and reply:'],
    portalLink(portalUrl, SUPPORT_PATHS.staffTickets),
  );
}

/** To the member: staff replied (what they wrote is read in the portal). */
export function staffReplyMail(portalUrl: string, to: string, cause: MailCause): MailDoc {
  return mail(
    cause,
    to,
    `${DEFAULT_PRACTICE.shortName} has replied to your support request`,
    ['Hello,', `The ${DEFAULT_PRACTICE.name} team has replied to your support request.`, 'Sign in to the portal to read the reply:'],
    portalLink(portalUrl, SUPPORT_PATHS.request(cause.ticketId)),
  );
}

const ALREADY_EXISTS = 6;

async function queue(id: string, doc: MailDoc): Promise<void> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(doc);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
}

export const mailNewSupportRequest = onDocumentCreated(`${COLLECTIONS.supportTickets}/{ticketId}`, async (event) => {
  const accountId = (event.data?.get('user_id') as string | undefined) ?? '';
  await queue(event.id, newRequestMail(PORTAL_URL.value(), SUPPORT_INBOX.value(), { ticketId: event.params.ticketId, accountId }));
});

export const mailStaffReply = onDocumentCreated(
  `${COLLECTIONS.supportTickets}/{ticketId}/${SUBCOLLECTIONS.ticketMessages}/{messageId}`,
  async (event) => {
    if ((event.data?.get('from') as TicketMessageFrom | undefined) !== 'staff') return;
    const { ticketId } = event.params;
    const ticket = await db.collection(COLLECTIONS.supportTickets).doc(ticketId).get();
    const uid = ticket.get('user_id') as string | undefined;
    const user = uid ? await auth.getUser(uid).catch(() => null) : null;
    if (!user?.email) {
      logger.info('mailStaffReply: the request has no account with an address', { ticketId });
      return;
    }
    if (!user.emailVerified) {
      logger.info('mailStaffReply: the account’s address is not verified; no e-mail', { ticketId });
      return;
    }
    await queue(event.id, staffReplyMail(PORTAL_URL.value(), user.email, { ticketId, accountId: user.uid }));
  },
);
