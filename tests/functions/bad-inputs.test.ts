/**
 * The callable's side of the bad-input table (common/schemas/bad-inputs.ts): updateMyName refuses
 * every name My Account's form refuses, as invalid-argument with the message the form shows at
 * the field, and changes nothing. The form's side is web/src/app/bad-inputs.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { BAD_NAMES } from '@common/schemas/bad-inputs';
import { adminAuth, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getProfile } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { createStaffed } from './members-fixtures';

startEachTestOnEmptyEmulators();

describe('updateMyName refuses what the name form refuses', () => {
  it.each(BAD_NAMES)('$what: invalid-argument, "$message", nothing changed', async ({ values, message }) => {
    const member = await createStaffed('member');
    const before = { auth: (await adminAuth().getUser(member.uid)).displayName, profile: (await getProfile(member.uid))?.name };
    expect(await callError((await signedInFunctions(member)).call(CALLABLES.updateMyName, values))).toEqual({ code: 'invalid-argument', message });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe(before.auth);
    expect((await getProfile(member.uid))?.name).toBe(before.profile);
  });
});
