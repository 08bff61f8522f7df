/**
 * What the second-factor screens say when Firebase Auth refuses (docs/product.md §8), by the rule of
 * ../errors.ts: a refusal the person can put right in its own words, at the field it is about;
 * anything else the screen's message and a log line.
 */
import type { FormFailure } from '@/lib/use-schema-form';
import { ACCOUNT_MESSAGES } from '../account-errors';
import { BAD_CREDENTIALS, errorCode } from '../errors';

export const SECOND_FACTOR_MESSAGES = {
  wrongCode: 'Wrong code. Please check the SMS and try again.',
  tooManyTries: 'Too many tries. Please wait a few minutes, then send a new code.',
  codeExpired: 'This code has expired. Please send a new code.',
  sendFailed: 'Could not send the code. Please try again.',
  verifyFailed: 'Could not check the code. Please try again.',
  network: 'Could not reach the portal. Please check your connection and try again.',
  phoneInvalid: 'This number cannot receive sign-in codes. Please check it, with its country code.',
  phoneInUse: 'This phone is already set up for your account.',
  removeFailed: 'Could not remove the phone. Please try again.',
  cancelled: 'Nothing was changed: the code sent by SMS was not entered.',
} as const;

/** Where a refusal shows: at the code or phone field, or above the form. */
export interface SecondFactorFailure {
  shown: string;
  at: 'field' | 'form';
  logged?: string;
}

/** A failure to send an SMS code (sign-in, re-authentication or enrollment). */
export function sendFailure(error: unknown): SecondFactorFailure {
  const code = errorCode(error);
  if (code === 'auth/too-many-requests') return { shown: SECOND_FACTOR_MESSAGES.tooManyTries, at: 'field' };
  if (code === 'auth/invalid-phone-number') return { shown: SECOND_FACTOR_MESSAGES.phoneInvalid, at: 'field' };
  if (code === 'auth/second-factor-already-in-use') return { shown: SECOND_FACTOR_MESSAGES.phoneInUse, at: 'field' };
  if (code === 'auth/network-request-failed') return { shown: SECOND_FACTOR_MESSAGES.network, at: 'form' };
  return { shown: SECOND_FACTOR_MESSAGES.sendFailed, at: 'form', logged: 'Sending an SMS code failed' };
}

/** A failure to confirm a code. */
export function codeFailure(error: unknown, logged = 'Checking an SMS code failed'): SecondFactorFailure {
  const code = errorCode(error);
  if (code === 'auth/invalid-verification-code' || code === 'auth/missing-code') return { shown: SECOND_FACTOR_MESSAGES.wrongCode, at: 'field' };
  if (code === 'auth/too-many-requests') return { shown: SECOND_FACTOR_MESSAGES.tooManyTries, at: 'field' };
  if (code === 'auth/code-expired' || code === 'auth/invalid-verification-id') return { shown: SECOND_FACTOR_MESSAGES.codeExpired, at: 'field' };
  if (code === 'auth/network-request-failed') return { shown: SECOND_FACTOR_MESSAGES.network, at: 'form' };
  return { shown: SECOND_FACTOR_MESSAGES.verifyFailed, at: 'form', logged };
}

/** A failure to confirm the password again (and the code after it); any other failure is `otherwise`. */
export function passwordAgainFailure(error: unknown, otherwise: FormFailure): FormFailure {
  const code = errorCode(error) ?? '';
  if (BAD_CREDENTIALS.has(code)) return { shown: ACCOUNT_MESSAGES.wrongCurrentPassword };
  if (code === 'pmc/second-factor-cancelled') return { shown: SECOND_FACTOR_MESSAGES.cancelled };
  if (code === 'auth/network-request-failed') return { shown: ACCOUNT_MESSAGES.network };
  if (code === 'auth/too-many-requests') return { shown: ACCOUNT_MESSAGES.tooManyRequests };
  return otherwise;
}
