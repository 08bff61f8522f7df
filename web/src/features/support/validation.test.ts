import { describe, expect, it } from 'vitest';
import { LIMITS } from '@common/content';
import { validateTicket } from './validation';

const valid = { name: 'Pat', email: 'pat@example.org', subject: 'Billing', message: 'Hello' };

describe('validateTicket', () => {
  it('accepts a complete form', () => {
    expect(validateTicket(valid)).toEqual({});
  });

  it('requires every field, blank counts as empty', () => {
    expect(validateTicket({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the e-mail shape and the length limits', () => {
    expect(validateTicket({ ...valid, email: 'pat@' }).email).toBe('Email is invalid');
    expect(validateTicket({ ...valid, subject: 'x'.repeat(LIMITS.ticketSubject + 1) }).subject).toBe(
      `Subject must be at most ${LIMITS.ticketSubject} characters`,
    );
    expect(validateTicket({ ...valid, message: 'x'.repeat(LIMITS.ticketMessage) })).toEqual({});
  });
});
