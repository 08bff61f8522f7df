import { isEmailShaped } from '@common/accounts';
import { LIMITS } from '@common/content';

/** The Contact Support form (SPEC.md §5: name, email, subject, message all required). */
export interface TicketInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type TicketField = keyof TicketInput;
export type TicketErrors = Partial<Record<TicketField, string>>;

export const TICKET_FIELDS: readonly { name: TicketField; label: string; max: number }[] = [
  { name: 'name', label: 'Name', max: LIMITS.ticketName },
  { name: 'email', label: 'Email', max: LIMITS.ticketEmail },
  { name: 'subject', label: 'Subject', max: LIMITS.ticketSubject },
  { name: 'message', label: 'Message', max: LIMITS.ticketMessage },
];

export const SUPPORT_MESSAGES = {
  submitFailed: 'Failed to submit support request. Please try again.',
  sentTitle: 'Message Sent!',
  sentText: "We'll respond to your inquiry via email within 1-2 business days.",
  loadFailed: 'Failed to load your requests. Please try again later.',
  none: 'You have not sent any requests yet.',
} as const;

/** What is stored: trimmed values. */
export function normalizeTicket(input: TicketInput): TicketInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
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
  if (!errors.email && !isEmailShaped(values.email)) errors.email = 'Email is invalid';
  return errors;
}
