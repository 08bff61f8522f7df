import { LIMITS } from '@common/limits';

/**
 * What the member types into the Contact Support form (SPEC.md §5: all required). Name and e-mail
 * are the account's (issue 9 §4): the form shows them read-only and the ticket does not store them.
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
  senderHelp: 'From your account: we reply to this address.',
} as const;

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
