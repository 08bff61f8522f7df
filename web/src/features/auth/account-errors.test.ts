import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { MESSAGES } from '@common/messages';
import { CodeStepCancelled } from './second-factor/use-code-step';
import { SECOND_FACTOR_MESSAGES } from './second-factor/messages';
import { ACCOUNT_MESSAGES, deleteAccountFailure, emailChangeFailure, nameChangeFailure, passwordChangeFailure } from './account-errors';

const fb = (code: string) => new FirebaseError(code, 'Firebase: Error');

describe('My Account failures', () => {
  it('say what the person can put right in its own words, logging nothing', () => {
    expect(passwordChangeFailure(fb('auth/invalid-credential'))).toEqual({ shown: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect(passwordChangeFailure(fb('auth/weak-password'))).toEqual({ shown: ACCOUNT_MESSAGES.weakPassword });
    expect(passwordChangeFailure(fb('auth/requires-recent-login'))).toEqual({ shown: MESSAGES.recentSignInRequired });
    expect(passwordChangeFailure(fb('auth/network-request-failed'))).toEqual({ shown: ACCOUNT_MESSAGES.network });
    expect(passwordChangeFailure(fb('auth/too-many-requests'))).toEqual({ shown: ACCOUNT_MESSAGES.tooManyRequests });
    expect(nameChangeFailure(new FirebaseError('functions/invalid-argument', 'x'))).toEqual({ shown: MESSAGES.accountNameInput });
  });

  it('show their screen message for anything else and log it', () => {
    expect(passwordChangeFailure(new Error('boom'))).toEqual({ shown: ACCOUNT_MESSAGES.passwordChangeFailed, logged: 'Password change failed' });
    expect(nameChangeFailure(fb('functions/internal'))).toEqual({ shown: ACCOUNT_MESSAGES.nameChangeFailed, logged: 'Name change failed' });
  });

  it('for an e-mail change and a deletion: a wrong password, a bad address, the last administrator, else logged', () => {
    expect(emailChangeFailure(fb('auth/invalid-credential'))).toEqual({ shown: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect(emailChangeFailure(fb('auth/invalid-new-email'))).toEqual({ shown: 'Email is invalid' });
    expect(emailChangeFailure(new Error('x'))).toEqual({ shown: ACCOUNT_MESSAGES.emailChangeFailed, logged: 'E-mail change failed' });
    expect(deleteAccountFailure(fb('auth/wrong-password'))).toEqual({ shown: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect(deleteAccountFailure(new FirebaseError('functions/failed-precondition', MESSAGES.lastAdminCannotLeave))).toEqual({ shown: MESSAGES.lastAdminCannotLeave });
    expect(deleteAccountFailure(new FirebaseError('functions/failed-precondition', MESSAGES.recentSignInRequired))).toEqual({ shown: MESSAGES.recentSignInRequired });
    expect(deleteAccountFailure(fb('functions/internal'))).toEqual({ shown: ACCOUNT_MESSAGES.deleteFailed, logged: 'Account deletion failed' });
  });

  it('say that nothing changed when the code step of a second factor was cancelled, on every re-authenticating form', () => {
    for (const failure of [passwordChangeFailure, emailChangeFailure, deleteAccountFailure]) {
      expect(failure(new CodeStepCancelled())).toEqual({ shown: SECOND_FACTOR_MESSAGES.cancelled });
    }
  });
});
