import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { fieldErrors } from './field-errors';
import { followUpInput, supportRequestInput } from './tickets';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The maximum the rules give `field` in their `nonEmptyText(field, max)` check (the rules cannot import common/). */
function rulesMax(field: string): number {
  const match = new RegExp(`nonEmptyText\\(${field.replace('.', '\\.')}, (\\d+)\\)`).exec(RULES);
  if (!match) throw new Error(`firestore.rules has no nonEmptyText(${field}, …)`);
  return Number(match[1]);
}

const valid = { subject: 'Billing', message: 'Hello' };

describe('the Contact Support form (docs/product.md §5)', () => {
  it('accepts a complete form and gives the trimmed values that are stored', () => {
    expect(fieldErrors(supportRequestInput, valid)).toEqual({});
    expect(supportRequestInput.parse({ subject: ' Billing ', message: '\nHello\n' })).toEqual(valid);
  });

  it('requires subject and message, blank counts as empty', () => {
    expect(fieldErrors(supportRequestInput, { subject: '', message: '\n' })).toEqual({ subject: 'Subject is required', message: 'Message is required' });
  });

  it('checks the length limits', () => {
    expect(fieldErrors(supportRequestInput, { ...valid, subject: 'x'.repeat(LIMITS.ticketSubject + 1) })).toEqual({ subject: 'Subject must be at most 200 characters' });
    expect(fieldErrors(supportRequestInput, { ...valid, message: 'x'.repeat(LIMITS.ticketMessage + 1) })).toEqual({ message: 'Message must be at most 5,000 characters' });
    expect(fieldErrors(supportRequestInput, { ...valid, message: 'x'.repeat(LIMITS.ticketMessage) })).toEqual({});
  });
});

describe('the follow-up form', () => {
  it('requires text, blank counts as empty, and keeps to the message limit', () => {
    expect(fieldErrors(followUpInput, { text: 'Thanks, Monday works' })).toEqual({});
    expect(fieldErrors(followUpInput, { text: '  \n ' })).toEqual({ text: 'Please write your follow-up' });
    expect(fieldErrors(followUpInput, { text: 'x'.repeat(LIMITS.ticketMessage) })).toEqual({});
    expect(fieldErrors(followUpInput, { text: 'x'.repeat(LIMITS.ticketMessage + 1) })).toEqual({ text: 'Your follow-up must be at most 5,000 characters' });
  });
});

/**
 * Requests and follow-ups are rules-checked writes with no callable: the rules hold the same
 * limits as the schema, so what the form accepts the rules accept, and what it refuses for length
 * they refuse too (tests/rules/tickets.test.ts writes both sides on the emulator).
 */
describe.each([
  { rule: 'ticket.subject', schema: supportRequestInput, field: 'subject', other: { message: 'Hello' } },
  { rule: 'ticket.message', schema: supportRequestInput, field: 'message', other: { subject: 'Billing' } },
  { rule: 'message.text', schema: followUpInput, field: 'text', other: {} },
])('$rule: the rules and the schema agree', ({ rule, schema, field, other }) => {
  const max = rulesMax(rule);

  it('on the longest text', () => {
    expect(schema.safeParse({ ...other, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(fieldErrors(schema, { ...other, [field]: 'x'.repeat(max + 1) })[field]).toBeDefined();
  });

  it('on an empty or blank text', () => {
    expect(fieldErrors(schema, { ...other, [field]: '' })[field]).toBeDefined();
    expect(fieldErrors(schema, { ...other, [field]: ' \n ' })[field]).toBeDefined();
  });
});
