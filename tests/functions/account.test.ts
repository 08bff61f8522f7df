/**
 * A person's own account (issue 11 §1): updateMyName changes Auth's display name and the profile;
 * endOtherSessions signs the account's other browsers out through the access cut-off, set to the
 * caller's own sign-in time, and asks for a recent sign-in.
 */
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_SECONDS } from '@common/accounts';
import { CALLABLES, type EndOtherSessionsResult, type UpdateMyNameResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { adminAuth, callRaw, createUser, guestFunctions, idTokenFor, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getProfile } from '../support/firestore-data';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { afterSignInSecond, createStaffed, cutoffOf } from './members-fixtures';

const NAME = CALLABLES.updateMyName;
const END = CALLABLES.endOtherSessions;

startEachTestOnEmptyEmulators();

/** The Auth emulator's ID token of `token` with another auth_time (its tokens are unsigned). */
function withAuthTime(token: string, authTime: number): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, auth_time: authTime })).toString('base64url')}.`;
}

describe('updateMyName', () => {
  it('changes a member’s display name and profile name, trimmed', async () => {
    const member = await createStaffed('member');
    const client = await signedInFunctions(member);
    expect(await client.call<UpdateMyNameResult>(NAME, { name: '  Patricia Example  ' })).toEqual({ name: 'Patricia Example' });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe('Patricia Example');
    expect((await getProfile(member.uid))?.name).toBe('Patricia Example');
  });

  it('changes only the display name of an account without a profile (no profile is made)', async () => {
    const stranger = await createUser({ name: 'Sam Stranger' });
    await (await signedInFunctions(stranger)).call(NAME, { name: 'Samuel Stranger' });
    expect((await adminAuth().getUser(stranger.uid)).displayName).toBe('Samuel Stranger');
    expect(await getProfile(stranger.uid)).toBeUndefined();
  });

  it('refuses a guest, and a session from before the account’s cut-off, changing nothing', async () => {
    expect(await callError(guestFunctions().call(NAME, { name: 'Nobody' }))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
    const member = await createStaffed('member');
    const old = await signedInFunctions(member);
    await afterSignInSecond(old);
    await (await signedInFunctions(member)).call<EndOtherSessionsResult>(END);
    expect(await callError(old.call(NAME, { name: 'Old Session' }))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
    expect((await adminAuth().getUser(member.uid)).displayName).toBe(member.name);
  });
});

describe('endOtherSessions', () => {
  it('sets the cut-off to the caller’s own sign-in: other browsers are refused, the caller is not', async () => {
    const member = await createStaffed('member');
    const other = await signedInFunctions(member);
    await afterSignInSecond(other);
    const current = await signedInFunctions(member);
    const authTime = Number((await current.user.getIdTokenResult()).claims.auth_time);

    expect(await current.call<EndOtherSessionsResult>(END)).toEqual({ notBefore: authTime });
    expect((await cutoffOf(member.uid))?.not_before).toBe(authTime);
    // The caller goes on; the other browser's session is over (rules and callables share the check).
    await expect(current.call(NAME, { name: 'Still Signed In' })).resolves.toEqual({ name: 'Still Signed In' });
    expect(await callError(other.call(NAME, { name: 'Signed Out' }))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
  });

  it('never moves a later cut-off back', async () => {
    const member = await createStaffed('member');
    const client = await signedInFunctions(member);
    const authTime = Number((await client.user.getIdTokenResult()).claims.auth_time);
    const later = await signedInFunctions(member);
    await afterSignInSecond(client);
    await later.call(END);
    const stored = (await cutoffOf(member.uid))?.not_before;
    expect(stored).toBeGreaterThanOrEqual(authTime);
    await later.call(END);
    expect((await cutoffOf(member.uid))?.not_before).toBe(stored);
  });

  it(`asks for a sign-in from the last ${RECENT_SIGN_IN_SECONDS / 60} minutes, and writes no cut-off otherwise`, async () => {
    const member = await createStaffed('member');
    const stale = withAuthTime(await idTokenFor(member), Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 60);
    expect(await callRaw(END, null, { idToken: stale })).toEqual({ ok: false, status: 'failed-precondition', message: MESSAGES.recentSignInRequired });
    expect(await cutoffOf(member.uid)).toBeUndefined();
  });

  it('refuses a guest', async () => {
    expect(await callError(guestFunctions().call(END))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
  });
});
