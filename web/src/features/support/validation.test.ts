import { describe, expect, it } from 'vitest';
import { LIMITS, SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { SupportLimitReached } from './api/support-limit';
import { sendFailureMessage } from './components/send-failure';
import { SUPPORT_MESSAGES, validateFollowUp, validateTicket } from './validation';

const valid = { subject: 'Billing', message: 'Hello' };

describe('validateTicket', () => {
  it('accepts a complete form', () => {
    expect(validateTicket(valid)).toEqual({});
  });

  it('requires subject and message, blank counts as empty', () => {
    expect(validateTicket({ subject: '', message: '\n' })).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the length limits', () => {
    expect(validateTicket({ ...valid, subject: 'x'.repeat(LIMITS.ticketSubject + 1) }).subject).toBe(
      `Subject must be at most ${LIMITS.ticketSubject} characters`,
    );
    expect(validateTicket({ ...valid, message: 'x'.repeat(LIMITS.ticketMessage) })).toEqual({});
  });
});

describe('validateFollowUp', () => {
  it('requires text, blank counts as empty, and keeps to the message limit', () => {
    expect(validateFollowUp('Thanks, Monday works')).toBe('');
    expect(validateFollowUp('  \n ')).toBe('Please write your follow-up');
    expect(validateFollowUp('x'.repeat(LIMITS.ticketMessage))).toBe('');
    expect(validateFollowUp('x'.repeat(LIMITS.ticketMessage + 1))).toBe('Your follow-up must be at most 5,000 characters');
  });
});

describe('the message when a request or follow-up was not sent', () => {
  it("names the day's limit, when sending works again (in the person's time) and the phone", () => {
    const text = sendFailureMessage(new SupportLimitReached(new Date(Date.UTC(2026, 10, 25, 9, 30))), SUPPORT_MESSAGES.followUpFailed);
    expect(text).toContain(`You have sent ${SUPPORT_MESSAGES_PER_DAY} requests and follow-ups in the last day`);
    expect(text).toMatch(/after Nov 25, 2026, \d{1,2}:30 [AP]M/);
    expect(text).toMatch(/call us at \(555\) 010-0123\.$/);
  });

  it('is the given one for any other failure', () => {
    expect(sendFailureMessage(new Error('offline'), SUPPORT_MESSAGES.followUpFailed)).toBe('Failed to send your follow-up. Please try again.');
  });
});
