import { SUPPORT_MESSAGES_PER_DAY } from '@common/limits';

/** The support screens' texts; the form rules are the shared schemas' (common/schemas/tickets.ts). */
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
  followUpFailed: 'Failed to send your follow-up. Please try again.',
  followUpSent: 'Your follow-up was sent.',
  closedNote: 'This request is closed. To ask something new, use Contact Support on the dashboard.',
  resolvedNote: 'This request is resolved. Sending a follow-up opens it again.',
  /** The day's requests and follow-ups are used up (SUPPORT_MESSAGES_PER_DAY); `until` in the person's own time. */
  limitReached: (until: string, phone: string) =>
    `You have sent ${SUPPORT_MESSAGES_PER_DAY} requests and follow-ups in the last day, the most we accept. You can send again after ${until}. If it is urgent, please call us at ${phone}.`,
} as const;
