import { describe, expect, it } from 'vitest';
import { currentPasswordInput, emailChangeInput, loginInput, nameInput, passwordChangeInput, registerInput, resetEmailInput } from './account';
import { fieldErrors } from './field-errors';
import { FIELD_MESSAGES as M } from './fields';

const good = { name: 'Pat Example', email: 'pat@example.org', password: 'longenough', confirmPassword: 'longenough', acceptTerms: true };

describe('registration (docs/product.md §5)', () => {
  it('accepts a complete form and gives the trimmed values', () => {
    expect(fieldErrors(registerInput, good)).toEqual({});
    expect(registerInput.parse({ ...good, name: ' Pat Example ', email: ' pat@example.org ' })).toMatchObject({ name: 'Pat Example', email: 'pat@example.org' });
  });

  it('requires every field with the product messages', () => {
    expect(fieldErrors(registerInput, { name: ' ', email: '', password: '', confirmPassword: '', acceptTerms: false })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      acceptTerms: M.termsRequired,
    });
  });

  it('checks the name, the e-mail shape, the password length and the confirmation', () => {
    expect(fieldErrors(registerInput, { ...good, name: 'n'.repeat(101) }).name).toBe('Name can be at most 100 characters');
    expect(fieldErrors(registerInput, { ...good, name: 'Pat\nExample' }).name).toBe('Please enter your full name (at most 100 characters).');
    expect(fieldErrors(registerInput, { ...good, email: 'pat@example' }).email).toBe('Email is invalid');
    expect(fieldErrors(registerInput, { ...good, password: 'short77', confirmPassword: 'short77' }).password).toBe('Password must be at least 8 characters');
    expect(fieldErrors(registerInput, { ...good, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    expect(fieldErrors(registerInput, { ...good, confirmPassword: 'longenougH' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('login and password reset', () => {
  it('login requires e-mail and password only', () => {
    expect(fieldErrors(loginInput, { email: '', password: '' })).toEqual({ email: M.emailRequired, password: M.passwordRequired });
    expect(fieldErrors(loginInput, { email: 'not-an-address', password: 'x' })).toEqual({});
  });

  it('the reset form requires an e-mail-shaped address', () => {
    expect(fieldErrors(resetEmailInput, { email: '' })).toEqual({ email: M.emailRequired });
    expect(fieldErrors(resetEmailInput, { email: 'nope' })).toEqual({ email: M.emailInvalid });
    expect(resetEmailInput.parse({ email: ' pat@example.org ' })).toEqual({ email: 'pat@example.org' });
  });
});

describe('My Account', () => {
  it('asks for a name as at registration; updateMyName takes the same schema', () => {
    expect(fieldErrors(nameInput, { name: '  ' })).toEqual({ name: M.nameRequired });
    expect(fieldErrors(nameInput, { name: 'n'.repeat(101) })).toEqual({ name: M.nameTooLong });
    expect(nameInput.parse({ name: ' Pat Example ' })).toEqual({ name: 'Pat Example' });
  });

  it('asks for the current password, a new one of the required length that differs from it, and the same twice', () => {
    expect(fieldErrors(passwordChangeInput, { currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: M.currentPasswordRequired,
      password: M.passwordRequired,
    });
    expect(fieldErrors(passwordChangeInput, { currentPassword: 'old-password', password: 'short', confirmPassword: 'short' })).toEqual({ password: M.passwordTooShort });
    expect(fieldErrors(passwordChangeInput, { currentPassword: 'same-password', password: 'same-password', confirmPassword: 'same-password' })).toEqual({ password: M.samePassword });
    expect(fieldErrors(passwordChangeInput, { currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-passw0rd' })).toEqual({ confirmPassword: M.passwordsDoNotMatch });
    expect(fieldErrors(passwordChangeInput, { currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' })).toEqual({});
  });

  it('asks for a new, valid and different e-mail address and the current password', () => {
    const change = emailChangeInput('pat@example.org');
    expect(fieldErrors(change, { email: '', currentPassword: '' })).toEqual({ email: M.emailRequired, currentPassword: M.currentPasswordRequired });
    expect(fieldErrors(change, { email: 'nope', currentPassword: 'x' })).toEqual({ email: M.emailInvalid });
    expect(fieldErrors(change, { email: ' PAT@example.org ', currentPassword: 'x' })).toEqual({ email: M.sameEmail });
    expect(fieldErrors(change, { email: 'pat@new.example', currentPassword: 'x' })).toEqual({});
    expect(fieldErrors(currentPasswordInput, { currentPassword: '' })).toEqual({ currentPassword: M.currentPasswordRequired });
  });
});
