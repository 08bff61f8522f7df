import { describe, expect, it } from 'vitest';
import { validateCurrentPassword, validateEmailChange, validateLogin, validateName, validatePasswordChange, validateRegister, validateResetEmail, VALIDATION_MESSAGES as M } from './validation';

const good = {
  name: 'Pat Example',
  email: 'pat@example.org',
  password: 'longenough',
  confirmPassword: 'longenough',
  acceptTerms: true,
};

describe('registration rules (SPEC.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(good)).toEqual({});
  });

  it('requires every field with the specified messages', () => {
    expect(validateRegister({ name: ' ', email: '', password: '', confirmPassword: '', acceptTerms: false })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      acceptTerms: M.termsRequired,
    });
  });

  it('checks the e-mail shape, the password length and the confirmation', () => {
    expect(validateRegister({ ...good, email: 'pat@example' }).email).toBe('Email is invalid');
    expect(validateRegister({ ...good, password: 'short77', confirmPassword: 'short77' }).password).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateRegister({ ...good, password: '12345678', confirmPassword: '12345678' }).password).toBeUndefined();
    expect(validateRegister({ ...good, confirmPassword: 'longenougH' }).confirmPassword).toBe('Passwords do not match');
  });
});

describe('login rules', () => {
  it('requires e-mail and password only', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'not-an-address', password: 'x' })).toEqual({});
  });
});

describe('reset form rules', () => {
  it('requires an e-mail-shaped address', () => {
    expect(validateResetEmail('')).toEqual({ email: 'Email is required' });
    expect(validateResetEmail('nope')).toEqual({ email: 'Email is invalid' });
    expect(validateResetEmail(' pat@example.org ')).toEqual({});
  });
});

describe('My Account rules', () => {
  it('ask for a name of at most 100 characters', () => {
    expect(validateName({ name: '  ' })).toEqual({ name: M.nameRequired });
    expect(validateName({ name: 'n'.repeat(101) })).toEqual({ name: M.nameTooLong });
    expect(validateName({ name: ' Pat Example ' })).toEqual({});
  });

  it('ask for the current password, a new one of SPEC.md’s length that differs from it, and the same twice', () => {
    expect(validatePasswordChange({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: M.currentPasswordRequired,
      password: M.passwordRequired,
    });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'short', confirmPassword: 'short' })).toEqual({ password: M.passwordTooShort });
    expect(validatePasswordChange({ currentPassword: 'same-password', password: 'same-password', confirmPassword: 'same-password' })).toEqual({ password: M.samePassword });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-passw0rd' })).toEqual({ confirmPassword: M.passwordsDoNotMatch });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' })).toEqual({});
  });

  it('ask for a new, valid and different e-mail address and the current password', () => {
    expect(validateEmailChange({ email: '', currentPassword: '' }, 'pat@example.org')).toEqual({ email: M.emailRequired, currentPassword: M.currentPasswordRequired });
    expect(validateEmailChange({ email: 'nope', currentPassword: 'x' }, 'pat@example.org')).toEqual({ email: M.emailInvalid });
    expect(validateEmailChange({ email: ' PAT@example.org ', currentPassword: 'x' }, 'pat@example.org')).toEqual({ email: M.sameEmail });
    expect(validateEmailChange({ email: 'pat@new.example', currentPassword: 'x' }, 'pat@example.org')).toEqual({});
    expect(validateCurrentPassword({ currentPassword: '' })).toEqual({ currentPassword: M.currentPasswordRequired });
  });
});
