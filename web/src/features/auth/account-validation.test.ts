import { describe, expect, it } from 'vitest';
import { ACCOUNT_VALIDATION_MESSAGES as A, validateCurrentPassword, validateEmailChange, validateName, validatePasswordChange } from './account-validation';
import { VALIDATION_MESSAGES as M } from './validation';

describe('My Account rules', () => {
  it('ask for a name of at most 100 characters', () => {
    expect(validateName({ name: '  ' })).toEqual({ name: M.nameRequired });
    expect(validateName({ name: 'n'.repeat(101) })).toEqual({ name: M.nameTooLong });
    expect(validateName({ name: ' Pat Example ' })).toEqual({});
  });

  it('ask for the current password, a new one of the required length that differs from it, and the same twice', () => {
    expect(validatePasswordChange({ currentPassword: '', password: '', confirmPassword: '' })).toEqual({
      currentPassword: A.currentPasswordRequired,
      password: M.passwordRequired,
    });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'short', confirmPassword: 'short' })).toEqual({ password: M.passwordTooShort });
    expect(validatePasswordChange({ currentPassword: 'same-password', password: 'same-password', confirmPassword: 'same-password' })).toEqual({ password: A.samePassword });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-passw0rd' })).toEqual({ confirmPassword: M.passwordsDoNotMatch });
    expect(validatePasswordChange({ currentPassword: 'old-password', password: 'new-password', confirmPassword: 'new-password' })).toEqual({});
  });

  it('ask for a new, valid and different e-mail address and the current password', () => {
    expect(validateEmailChange({ email: '', currentPassword: '' }, 'pat@example.org')).toEqual({ email: M.emailRequired, currentPassword: A.currentPasswordRequired });
    expect(validateEmailChange({ email: 'nope', currentPassword: 'x' }, 'pat@example.org')).toEqual({ email: M.emailInvalid });
    expect(validateEmailChange({ email: ' PAT@example.org ', currentPassword: 'x' }, 'pat@example.org')).toEqual({ email: A.sameEmail });
    expect(validateEmailChange({ email: 'pat@new.example', currentPassword: 'x' }, 'pat@example.org')).toEqual({});
    expect(validateCurrentPassword({ currentPassword: '' })).toEqual({ currentPassword: A.currentPasswordRequired });
  });
});
