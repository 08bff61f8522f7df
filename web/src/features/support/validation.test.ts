import { describe, expect, it } from 'vitest';
import { LIMITS } from '@common/limits';
import { validateTicket } from './validation';

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
