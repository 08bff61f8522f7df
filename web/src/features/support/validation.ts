import { LIMITS, SUPPORT_MESSAGES_PER_DAY } from '@common/limits';

/**
 * What the member types into the Contact Support form (docs/product.md §5: all required). Name and e-mail
 * are the account's: the form shows them read-only and the ticket does not store them.
 */
export interface TicketInput {
  subject: string;
  message: string;
}

export type TicketField = keyof TicketInput;
export type TicketErrors = Partial<Record<TicketField, string>>;

export const TICKET_FIELDS: readonly { name: TicketField; label: string; max: number }[] = [
  { name: 'subject', label: 'Subject', max: LIMITS.ticketSubject },
  { name: 'message', label: 'Message', max: LIMITS.ticketMessage },
];

export const SUPPORT_MESSAGES = {
  submitFailed: 'Failed to submit support request. Please try again.',
  sentTitle: 'Message Sent!',
  sentText: "We'll respond to your inquiry via email within 1-2 business days.",
  loadFailed: 'Failed to load your requests. Please try again later.',
  none: 'You have not sent any requests yet.',
  moreFailed: 'Failed to load more of your requests. Please try again.',
  // Replies go to the account's own address (docs/decisions/0035-contact-support-from-the-account.md).
  senderHelp: "From your account: we reply to this address. To change it, go to",
  senderChange: 'My Account',
  // A request's thread.
  threadLoadFailed: 'Failed to load your request. Please try again later.',
  threadNotFound: 'This request does not exist, or it is not yours.',
  followUpLabel: 'Your follow-up',
  followUpRequired: 'Please write your follow-up',
  followUpTooLong: `Your follow-up must be at most ${LIMITS.ticketMessage.toLocaleString('en-US')} characters`,
  followUpFailed: 'Failed to send your follow-up. Please try again.',
  followUpSent: 'Your follow-up was sent.',
  closedNote: 'This request is closed. To ask something new, use Contact Support on the dashboard.',
  resolvedNote: 'This request is resolved. Sending a follow-up opens it again.',
  /** The day's requests and follow-ups are used up (SUPPORT_MESSAGES_PER_DAY); `until` in the person's own time. */
  limitReached: (until: string, phone: string) =>
    `You have sent ${SUPPORT_MESSAGES_PER_DAY} requests and follow-ups in the last day, the most we accept. You can send again after ${until}. If it is urgent, please call us at ${phone}.`,
} as const;

/** The follow-up's error, or '' when it can be sent. */
export function validateFollowUp(text: string): string {
  const value = text.trim();
  if (!value) return SUPPORT_MESSAGES.followUpRequired;
  if (value.length > LIMITS.ticketMessage) return SUPPORT_MESSAGES.followUpTooLong;
  return '';
}

/** What is stored: trimmed values. */
export function normalizeTicket(input: TicketInput): TicketInput {
  return {
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
}

/** Field errors in form order; an empty object when the form can be sent. */
export function validateTicket(input: TicketInput): TicketErrors {
  const values = normalizeTicket(input);
  const errors: TicketErrors = {};
  for (const { name, label, max } of TICKET_FIELDS) {
    const value = values[name];
    if (!value) errors[name] = `${label} is required`;
    else if (value.length > max) errors[name] = `${label} must be at most ${max.toLocaleString('en-US')} characters`;
  }
  return errors;
}
