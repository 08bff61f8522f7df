import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { phoneInput, SECOND_FACTOR_FIELD_MESSAGES as M, smsCodeInput } from './second-factor';

describe('the second factor: phone number and SMS code (docs/product.md §5)', () => {
  it('takes a phone number as people type it and gives E.164', () => {
    expect(phoneInput.parse({ phoneNumber: ' +1 (555) 010-0123 ' })).toEqual({ phoneNumber: '+15550100123' });
    expect(phoneInput.parse({ phoneNumber: '+44 20 7946 0958' })).toEqual({ phoneNumber: '+442079460958' });
  });

  it('refuses a missing, national or over-long number with the product messages', () => {
    expect(fieldErrors(phoneInput, { phoneNumber: '  ' })).toEqual({ phoneNumber: M.phoneRequired });
    expect(fieldErrors(phoneInput, { phoneNumber: '555 010 0123' })).toEqual({ phoneNumber: M.phoneInvalid });
    expect(fieldErrors(phoneInput, { phoneNumber: '+0 555 010 0123' })).toEqual({ phoneNumber: M.phoneInvalid });
    expect(fieldErrors(phoneInput, { phoneNumber: `+1${'2'.repeat(15)}` })).toEqual({ phoneNumber: M.phoneInvalid });
    expect(fieldErrors(phoneInput, { phoneNumber: '+1 555 abc 0123' })).toEqual({ phoneNumber: M.phoneInvalid });
  });

  it('takes a six-digit code, spaces dropped, and nothing else', () => {
    expect(smsCodeInput.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(fieldErrors(smsCodeInput, { code: '' })).toEqual({ code: M.codeRequired });
    expect(fieldErrors(smsCodeInput, { code: '12345' })).toEqual({ code: M.codeInvalid });
    expect(fieldErrors(smsCodeInput, { code: '12345a' })).toEqual({ code: M.codeInvalid });
  });
});
