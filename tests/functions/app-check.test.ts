/**
 * App Check is enforced on every callable but the insight recorders (INSIGHT_RECORDERS: they run
 * on reading pages, which load no third-party script for a count) (CALLABLE_OPTIONS, through the ENFORCE_APP_CHECK
 * parameter, on for the demo project as for a real one). The Functions emulator decodes App Check
 * tokens without verifying them, so what can be proven here is the enforcement: a call with no
 * token at all is refused before the function runs, and writes nothing; the same call with the web
 * app's emulator token goes through to the function.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLABLES } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { INSIGHT_RECORDERS } from '@common/insights';
import { adminDb, callRaw, createUser, guestFunctions, idTokenFor } from '../../tooling/emulator-clients';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { putMembershipCode } from '../support/firestore-data';

startEachTestOnEmptyEmulators();

let adminToken: string;
beforeEach(async () => {
  adminToken = await idTokenFor(await createUser({ role: 'admin', emailVerified: true }));
});

const RECORDERS: readonly string[] = INSIGHT_RECORDERS;
const ENFORCED = Object.values(CALLABLES).filter((name) => !RECORDERS.includes(name));

describe('App Check on the callables', () => {
  it.each(ENFORCED)('%s refuses a signed-in admin’s call that carries no App Check token', async (name) => {
    const refused = await callRaw(name, {}, { idToken: adminToken, appCheck: false });
    expect(refused).toEqual({ ok: false, status: 'unauthenticated', message: 'Unauthenticated' });
  });

  it.each(Object.values(CALLABLES))('%s lets the same call through with the web app’s App Check token', async (name) => {
    const answered = await callRaw(name, {}, { idToken: adminToken });
    // The function itself answers: a result, or its own refusal of the empty input — never the
    // SDK's App Check refusal.
    expect(answered).not.toEqual({ ok: false, status: 'unauthenticated', message: 'Unauthenticated' });
  });

  it.each(INSIGHT_RECORDERS)('%s (an insight recorder) takes a member’s call without an App Check token', async (name) => {
    const member = await createUser({ role: 'member' });
    const answered = await callRaw(name, {}, { idToken: await idTokenFor(member), appCheck: false });
    // The function's own refusal of the empty input: it ran.
    expect(answered).toMatchObject({ ok: false, status: 'invalid-argument' });
  });

  it('a refused call writes nothing: no code is redeemed, no attempt counted', async () => {
    await putMembershipCode('2468');
    const member = await createUser();
    const refused = await callRaw(CALLABLES.redeemMembershipCode, { code: '2468' }, { idToken: await idTokenFor(member), appCheck: false });
    expect(refused).toMatchObject({ ok: false, status: 'unauthenticated' });
    const code = await adminDb().collection(COLLECTIONS.membershipCodes).doc('2468').get();
    expect(code.get('is_used')).toBe(false);
    expect((await adminDb().collection(COLLECTIONS.codeAttempts).get()).size).toBe(0);
  });

  it('the web SDK client sends the token by itself (App Check initialised as the portal does)', async () => {
    const guest = guestFunctions();
    // Reaches the function, which refuses a guest with its own message.
    await expect(guest.call(CALLABLES.redeemMembershipCode, { code: '2468' })).rejects.toMatchObject({ code: 'functions/unauthenticated', message: expect.not.stringMatching(/^Unauthenticated$/) });
  });
});
