import { describe, expect, it } from 'vitest';
import { CODE_MAX, CODE_MIN, CODE_PATTERN, isValidCodeFormat, sanitizeCodeInput } from './membership';
import { budgetMessage, MESSAGES } from './messages';
import { isAdminRole, isMemberRole } from './roles';
import { isEmailShaped } from './accounts';
import { slugify, SLUG_PATTERN } from './slug';

describe('membership code format', () => {
  it('keeps digits only, at most four', () => {
    expect(sanitizeCodeInput('12a3-45')).toBe('1234');
    expect(sanitizeCodeInput(' 9 ')).toBe('9');
    expect(sanitizeCodeInput('abcd')).toBe('');
  });
  it('accepts exactly four ASCII digits', () => {
    expect(isValidCodeFormat('0423')).toBe(true);
    for (const bad of ['123', '12345', '12a4', '١٢٣٤', 1234, null, undefined, { code: '1234' }]) {
      expect(isValidCodeFormat(bad)).toBe(false);
    }
  });
  it('generates within a range the format accepts', () => {
    expect(CODE_PATTERN.test(String(CODE_MIN))).toBe(true);
    expect(CODE_PATTERN.test(String(CODE_MAX))).toBe(true);
  });
});

describe('budget message', () => {
  it('names the time to try again', () => {
    const msg = budgetMessage(new Date(Date.UTC(2026, 0, 5, 14, 30)));
    expect(msg).toContain('January 5');
    expect(msg).toContain('2:30');
    expect(msg.startsWith(MESSAGES.codeBudget.split('{time}')[0])).toBe(true);
  });
});

describe('roles', () => {
  it('treats admins as members', () => {
    expect(isMemberRole('member')).toBe(true);
    expect(isMemberRole('admin')).toBe(true);
    expect(isMemberRole(undefined)).toBe(false);
    expect(isMemberRole('Member')).toBe(false);
    expect(isAdminRole('member')).toBe(false);
    expect(isAdminRole('admin')).toBe(true);
  });
});

describe('e-mail shape', () => {
  it('accepts ordinary addresses and refuses obvious mistakes', () => {
    expect(isEmailShaped('pat@example.org')).toBe(true);
    expect(isEmailShaped('pat@example')).toBe(false);
    expect(isEmailShaped('pat example@x.org')).toBe(false);
    expect(isEmailShaped(`${'a'.repeat(250)}@x.org`)).toBe(false);
  });
});

describe('slug rule', () => {
  it('follows docs/product.md §3', () => {
    expect(slugify('PRP Therapy: What to Expect?')).toBe('prp-therapy-what-to-expect');
    expect(slugify('  --Hello__World--  ')).toBe('hello-world');
    expect(slugify('Über Pain 101')).toBe('ber-pain-101');
    expect(slugify('!!!')).toBe('');
  });
  it('produces values the slug pattern accepts', () => {
    for (const t of ['A b C', 'x--y', '2025: New Research', 'Nutrition & Lifestyle']) {
      expect(SLUG_PATTERN.test(slugify(t))).toBe(true);
    }
    expect(SLUG_PATTERN.test('-a')).toBe(false);
    expect(SLUG_PATTERN.test('A')).toBe(false);
  });
});
