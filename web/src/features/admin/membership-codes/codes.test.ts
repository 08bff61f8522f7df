import { describe, expect, it } from 'vitest';
import { CODE_EXPIRY_DEFAULT_DAYS, GENERATE_DEFAULT, GENERATE_MIN } from '@common/membership';
import { fieldErrors } from '@common/schemas/field-errors';
import { endOfDay, GENERATE_FORM_MESSAGES as GENERATE_ERRORS, generateFormInput, sanitizeGenerateCount } from '@common/schemas/codes';
import { assignedToLabel, codeStatusLabel, countCodes, emptyGenerateForm, filterCodes, localIsoDate, NONE, UNKNOWN_USER, type GenerateForm, type MembershipCode } from './codes';
import { CODES_MESSAGES, generateErrorMessage } from './messages';

function code(overrides: Partial<MembershipCode> = {}): MembershipCode {
  return {
    id: overrides.code ?? '1234',
    code: '1234',
    is_used: false,
    assigned_to: null,
    assigned_user: null,
    used_at: null,
    created_at: new Date('2026-01-05T00:00:00Z'),
    ...overrides,
  };
}

describe('counters', () => {
  it('are the counts of all, used and retired codes; available is the rest', () => {
    expect(countCodes(0, 0, 0)).toEqual({ total: 0, used: 0, available: 0, retired: 0 });
    expect(countCodes(5, 2, 0)).toEqual({ total: 5, used: 2, available: 3, retired: 0 });
    expect(countCodes(3, 1, 1)).toEqual({ total: 3, used: 1, available: 1, retired: 1 });
  });
});

describe('Assigned To and Status', () => {
  it("shows the user's e-mail, 'Unknown User' for a used code without one, else a dash", () => {
    expect(assignedToLabel(code({ is_used: true, assigned_user: { email: 'pat@example.org' } }))).toBe('pat@example.org');
    expect(assignedToLabel(code({ is_used: true, assigned_user: null }))).toBe(UNKNOWN_USER);
    expect(assignedToLabel(code({ is_used: true, assigned_user: { email: '  ' } }))).toBe('Unknown User');
    expect(assignedToLabel(code({ is_used: false }))).toBe(NONE);
    expect(NONE).toBe('—');
  });

  it('labels a code Used, Available, Retired or Expired', () => {
    const now = new Date('2026-01-05T12:00:00Z');
    const past = new Date('2026-01-05T11:59:59Z');
    const future = new Date('2026-01-06T00:00:00Z');
    expect(codeStatusLabel({ is_used: true }, now)).toBe('Used');
    expect(codeStatusLabel({ is_used: false }, now)).toBe('Available');
    expect(codeStatusLabel({ is_used: false, expires_at: future }, now)).toBe('Available');
    expect(codeStatusLabel({ is_used: false, expires_at: past }, now)).toBe('Expired');
    expect(codeStatusLabel({ is_used: false, expires_at: now }, now)).toBe('Expired');
    expect(codeStatusLabel({ is_used: false, retired_at: new Date() }, now)).toBe('Retired');
    // A used code stays Used after its expiry: the expiry only ever stopped redemption.
    expect(codeStatusLabel({ is_used: true, expires_at: past }, now)).toBe('Used');
  });
});

describe('number of codes to generate', () => {
  it.each([
    ['10', 10],
    ['1', 1],
    ['100', 100],
    ['0', GENERATE_MIN],
    ['-5', GENERATE_MIN],
    ['', GENERATE_MIN],
    ['abc', GENERATE_MIN],
    ['12.7', 12],
    ['7 codes', 7],
    // The maximum is the input's attribute only (docs/product.md §5); the function refuses more.
    ['150', 150],
  ])('%j becomes %i', (raw, expected) => {
    expect(sanitizeGenerateCount(raw)).toBe(expected);
  });

  it('accepts numbers too', () => {
    expect(sanitizeGenerateCount(Number.NaN)).toBe(GENERATE_MIN);
    expect(sanitizeGenerateCount(3.9)).toBe(3);
    expect(sanitizeGenerateCount(GENERATE_DEFAULT)).toBe(10);
  });
});

describe('the Generate form: bound and expiring by default', () => {
  const now = new Date(2026, 0, 5, 15, 0); // Jan 5, 2026, 3 pm local
  const form = (overrides: Partial<GenerateForm> = {}): GenerateForm => ({ binding: 'invitee', inviteeEmail: '', count: '10', expiryDate: '', ...overrides });
  const schema = generateFormInput(() => now.getTime());
  const validateGenerateForm = (values: GenerateForm) => fieldErrors(schema, values);
  const toGenerateRequest = (values: GenerateForm) => schema.parse(values);

  it(`starts bound to an invitee, expiring ${CODE_EXPIRY_DEFAULT_DAYS} days ahead`, () => {
    expect(emptyGenerateForm(now)).toEqual({ binding: 'invitee', inviteeEmail: '', count: String(GENERATE_DEFAULT), expiryDate: '2026-02-04' });
  });

  it("needs the invitee's e-mail when bound, and none when unbound", () => {
    expect(validateGenerateForm(form())).toEqual({ inviteeEmail: GENERATE_ERRORS.inviteeEmail });
    expect(validateGenerateForm(form({ inviteeEmail: 'nobody' }))).toEqual({ inviteeEmail: GENERATE_ERRORS.inviteeEmail });
    expect(validateGenerateForm(form({ inviteeEmail: ' a@b.org ' }))).toEqual({});
    expect(validateGenerateForm(form({ binding: 'unbound' }))).toEqual({});
  });

  it('checks that the expiry day has not passed; empty means never', () => {
    expect(validateGenerateForm(form({ binding: 'unbound', expiryDate: '2026-01-04' }))).toEqual({ expiryDate: GENERATE_ERRORS.expiryDate });
    expect(validateGenerateForm(form({ binding: 'unbound', expiryDate: '2026-02-31' }))).toEqual({ expiryDate: GENERATE_ERRORS.expiryDate });
    // Today is fine: the codes work until the end of the day.
    expect(validateGenerateForm(form({ inviteeEmail: 'a@b.org', expiryDate: '2026-01-05' }))).toEqual({});
    expect(toGenerateRequest(form({ binding: 'unbound', expiryDate: '' }))).toEqual({ count: 10, unbound: true, expires_at: null });
  });

  it('sends one code for the trimmed invitee, or the count marked unbound, each with the end of the chosen day', () => {
    const end = new Date(2026, 2, 8).getTime();
    expect(toGenerateRequest(form({ inviteeEmail: ' Invitee@Example.org ', count: '3', expiryDate: '2026-03-07' }))).toEqual({
      count: 1,
      invitee_email: 'Invitee@Example.org',
      expires_at: end,
    });
    expect(toGenerateRequest(form({ binding: 'unbound', inviteeEmail: 'ignored@example.org', count: '3', expiryDate: '2026-03-07' }))).toEqual({
      count: 3,
      unbound: true,
      expires_at: end,
    });
  });

  it('works with local calendar days', () => {
    expect(endOfDay('2026-12-31')).toEqual(new Date(2027, 0, 1));
    expect(endOfDay('31/12/2026')).toBeNull();
    expect(localIsoDate(new Date(2026, 8, 3, 23, 59))).toBe('2026-09-03');
  });
});

describe('search', () => {
  const codes = [
    code({ id: '1111', code: '1111', is_used: true, assigned_user: { email: 'Rosa@Example.org' } }),
    code({ id: '2222', code: '2222', invitee_email: 'invitee@example.org' }),
    code({ id: '3111', code: '3111' }),
  ];

  it('matches the code, the user e-mail or the invitee, case-insensitively', () => {
    expect(filterCodes(codes, '').map((c) => c.code)).toEqual(['1111', '2222', '3111']);
    expect(filterCodes(codes, '111').map((c) => c.code)).toEqual(['1111', '3111']);
    expect(filterCodes(codes, 'ROSA').map((c) => c.code)).toEqual(['1111']);
    expect(filterCodes(codes, ' invitee ').map((c) => c.code)).toEqual(['2222']);
    expect(filterCodes(codes, 'nothing')).toEqual([]);
  });
});

describe('generation errors', () => {
  it("shows the function's own message; 'Failed to generate membership codes' on an exception; 'Failed to generate codes' for a bare refusal", () => {
    expect(generateErrorMessage({ code: 'functions/resource-exhausted', message: 'Only 3 free codes remain. [429]' })).toBe('Only 3 free codes remain.');
    expect(generateErrorMessage({ code: 'functions/invalid-argument', message: 'Count must be 1 to 100.' })).toBe('Count must be 1 to 100.');
    expect(generateErrorMessage({ code: 'functions/internal', message: 'Failed to generate membership codes [500]' })).toBe('Failed to generate membership codes');
    expect(generateErrorMessage({ code: 'functions/internal', message: 'INTERNAL' })).toBe('Failed to generate membership codes');
    expect(generateErrorMessage(new Error('offline'))).toBe('Failed to generate membership codes');
    expect(generateErrorMessage({ code: 'functions/permission-denied', message: '' })).toBe('Failed to generate codes');
  });

  it('words the success as docs/product.md §8 does', () => {
    expect(CODES_MESSAGES.generated(10)).toBe('Generated 10 new membership codes');
  });
});
