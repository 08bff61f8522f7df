import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister, validateResetEmail, VALIDATION_MESSAGES as M } from './validation';

const good = {
  name: 'Pat Example',
  email: 'pat@example.org',
  password: 'longenough',
  confirmPassword: 'longenough',
  acceptTerms: true,
};

describe('registration rules (docs/product.md §5)', () => {
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
