/**
 * Bad inputs, each with the field and the message the form shows for it. The same table feeds the
 * form tests (web: message at the field, nothing sent) and the backend tests (the callable answers
 * invalid-argument, or the rules refuse the write; nothing is written), so the form and the backend
 * are shown to refuse the same things. Only tests import it.
 */
import { LIMITS } from '../limits';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { FOLLOW_UP_MESSAGES } from './tickets';

export interface BadInput<V> {
  what: string;
  values: V;
  field: keyof V & string;
  message: string;
}

const row = <V>(what: string, values: V, field: keyof V & string, message: string): BadInput<V> => ({ what, values, field, message });

/** My Account's name form; updateMyName. */
export const BAD_NAMES: BadInput<{ name: string }>[] = [
  row('a name of spaces', { name: '   ' }, 'name', FIELD_MESSAGES.nameRequired),
  row('a name of 101 characters', { name: 'n'.repeat(101) }, 'name', FIELD_MESSAGES.nameTooLong),
  row('a name with a control character', { name: 'Pat\u0007Example' }, 'name', MESSAGES.accountNameInput),
];

/** The Contact Support form; the rules of support_tickets. */
export const BAD_SUPPORT_REQUESTS: BadInput<{ subject: string; message: string }>[] = [
  row('a blank subject', { subject: '  ', message: 'Please call me' }, 'subject', 'Subject is required'),
  row('a subject over the limit', { subject: 's'.repeat(LIMITS.ticketSubject + 1), message: 'Please call me' }, 'subject', 'Subject must be at most 200 characters'),
  row('a blank message', { subject: 'Billing', message: '\n \n' }, 'message', 'Message is required'),
  row('a message over the limit', { subject: 'Billing', message: 'm'.repeat(LIMITS.ticketMessage + 1) }, 'message', 'Message must be at most 5,000 characters'),
];

/** A request's follow-up form; the rules of its messages. */
export const BAD_FOLLOW_UPS: BadInput<{ text: string }>[] = [
  row('a blank follow-up', { text: ' \n ' }, 'text', FOLLOW_UP_MESSAGES.required),
  row('a follow-up over the limit', { text: 'f'.repeat(LIMITS.ticketMessage + 1) }, 'text', FOLLOW_UP_MESSAGES.tooLong),
];
