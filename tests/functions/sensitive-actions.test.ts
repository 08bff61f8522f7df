/**
 * The sensitive staff actions (setAdminRole, removeMembership, retireUnusedCodes, resetSecondFactor)
 * need a sign-in with the second factor from the last SENSITIVE_ACTION_SECONDS; an older one is
 * refused with failed-precondition, RecentSecondFactorErrorDetails and nothing written, and the same
 * request with the same idempotency key is served once the sign-in is recent again. The functions'
 * clock is moved through the emulator's clock hook (functions/src/shared/testHooks.ts), never by
 * waiting. Then resetSecondFactor: the factors go, the person's sessions end, one audit entry, and a
 * keyed retry does nothing more.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SENSITIVE_ACTION_SECONDS } from '@common/accounts';
import { AUDIT_ACTIONS } from '@common/audit';
import { readCallableError } from '@common/callable';
import { CALLABLES, type ResetSecondFactorResult } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { IDEMPOTENCY_KEY_FIELD } from '@common/idempotency';
import { MESSAGES } from '@common/messages';
import { CLOCK_HOOK } from '../../functions/src/shared/testHooks';
import { adminAuth, adminDb, callRaw, idTokenFor, signedInFunctions, type SignedInClient, type TestUser } from '../../tooling/emulator-clients';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';
import { fromContentTrigger, putMembershipCode } from '../support/firestore-data';
import { callError } from '../support/callable-error';
import { afterCutoffOf, afterSignInSecond, auditEntriesFor, createStaffed, cutoffOf } from './members-fixtures';

startEachTestOnEmptyEmulators();

const MINUTE = 60 * 1000;

/** Moves the functions' clock by `offsetMs` (emulator only); cleared with the emulators between tests. */
async function moveClock(offsetMs: number): Promise<void> {
  await adminDb().collection(COLLECTIONS.testHooks).doc(CLOCK_HOOK).set({ offset_ms: offsetMs });
}

/** Each sensitive action's request about `target` (the staff member it acts on). */
const SENSITIVE_CALLS: Record<string, (target: TestUser) => Record<string, unknown>> = {
  [CALLABLES.setAdminRole]: (target) => ({ uid: target.uid, admin: false }),
  [CALLABLES.removeMembership]: (target) => ({ uid: target.uid }),
  [CALLABLES.retireUnusedCodes]: () => ({}),
  [CALLABLES.resetSecondFactor]: (target) => ({ uid: target.uid }),
};

/** Everything a call could change, but the clock hook: documents, claims and enrolled factors. */
async function state(): Promise<string> {
  const collections = await Promise.all(
    Object.values(COLLECTIONS)
      .filter((name) => name !== COLLECTIONS.testHooks)
      .map(async (name) => {
        const docs = (await adminDb().collection(name).get()).docs.filter((d) => name !== COLLECTIONS.auditLog || !fromContentTrigger(d.data()));
        return [name, docs.map((d) => [d.id, d.updateTime.toMillis()])] as const;
      }),
  );
  const users = (await adminAuth().listUsers()).users.map((u) => [u.uid, u.customClaims ?? null, u.multiFactor?.enrolledFactors.length ?? 0]);
  return JSON.stringify({ collections, users });
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await call;
  } catch (error) {
    const { code, message, details } = readCallableError(error);
    return { code, message, details };
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

describe('a sensitive staff action after a sign-in older than the window', () => {
  it.each(Object.keys(SENSITIVE_CALLS))(
    '%s is refused with the specific error and writes nothing; the same keyed request is served once the sign-in is recent',
    async (name) => {
      const admin = await signedInFunctions(await createStaffed('admin'));
      const target = await createStaffed('admin');
      await putMembershipCode('5678');
      const request = { ...SENSITIVE_CALLS[name]!(target), [IDEMPOTENCY_KEY_FIELD]: randomUUID() };

      await moveClock((SENSITIVE_ACTION_SECONDS + 60) * 1000);
      const before = await state();
      expect(await refusal(admin.call(name, request))).toEqual({
        code: 'failed-precondition',
        message: MESSAGES.recentSecondFactorRequired,
        details: { reason: 'recent-second-factor' },
      });
      expect(await state()).toBe(before);

      // Within the window (a minute inside it) the same request is served: the refusal kept no key.
      await moveClock((SENSITIVE_ACTION_SECONDS - 60) * 1000);
      await expect(admin.call(name, request)).resolves.toBeDefined();
      expect(await state()).not.toBe(before);
    },
  );

  it('is served again after the person signs in afresh with the password and code', async () => {
    const staff = await createStaffed('admin');
    const target = await createStaffed('member');
    const stale = await idTokenFor(staff);
    await moveClock(16 * MINUTE);
    const refused = await callRaw(CALLABLES.removeMembership, { uid: target.uid }, { idToken: stale });
    expect(refused).toEqual({ ok: false, status: 'failed-precondition', message: MESSAGES.recentSecondFactorRequired });
    // The clock back where the Auth emulator's is: a new sign-in with the code is a recent one.
    await adminDb().collection(COLLECTIONS.testHooks).doc(CLOCK_HOOK).delete();
    expect(await callRaw(CALLABLES.removeMembership, { uid: target.uid }, { idToken: await idTokenFor(staff) })).toMatchObject({ ok: true });
  });

  it('does not concern the other staff tools: listing members is served with the same sign-in', async () => {
    const admin = await signedInFunctions(await createStaffed('admin'));
    await moveClock(16 * MINUTE);
    await expect(admin.call(CALLABLES.listMembers, {})).resolves.toMatchObject({ members: expect.any(Array) });
  });
});

describe('resetSecondFactor', () => {
  async function enrolledStaff(): Promise<{ staff: TestUser; client: SignedInClient }> {
    const staff = await createStaffed('admin');
    return { staff, client: await signedInFunctions(staff) };
  }

  it('removes the factors, ends the person’s sessions and records one entry; a keyed retry answers the same and writes nothing', async () => {
    const admin = await signedInFunctions(await createStaffed('admin'));
    const { staff, client: lostPhone } = await enrolledStaff();
    expect((await adminAuth().getUser(staff.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
    await afterSignInSecond(lostPhone);
    const request = { uid: staff.uid, [IDEMPOTENCY_KEY_FIELD]: randomUUID() };

    const result = await admin.call<ResetSecondFactorResult>(CALLABLES.resetSecondFactor, request);
    expect(result).toEqual({ uid: staff.uid, removed: 1 });
    expect((await adminAuth().getUser(staff.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    const signedInAt = Number((await lostPhone.user.getIdTokenResult()).claims.auth_time);
    expect((await cutoffOf(staff.uid))?.not_before).toBeGreaterThan(signedInAt);
    // The cut-off takes no role away.
    expect((await cutoffOf(staff.uid))?.removed_at ?? null).toBeNull();
    const entries = await auditEntriesFor(staff.uid);
    expect(entries).toEqual([expect.objectContaining({ action: AUDIT_ACTIONS.secondFactorReset, actor_uid: admin.user.uid, target_kind: COLLECTIONS.users })]);
    // The session from before the reset ends at its next staff call.
    expect(await callError(lostPhone.call(CALLABLES.listMembers, {}))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });

    const before = await state();
    expect(await admin.call<ResetSecondFactorResult>(CALLABLES.resetSecondFactor, request)).toEqual(result);
    expect(await state()).toBe(before);
  });

  it('leaves the person a staff member who signs in with the password alone and must enroll again', async () => {
    const admin = await signedInFunctions(await createStaffed('admin'));
    const { staff } = await enrolledStaff();
    await admin.call(CALLABLES.resetSecondFactor, { uid: staff.uid });
    expect((await adminAuth().getUser(staff.uid)).customClaims?.role).toBe('admin');
    // The sign-in after the reset has no second factor: staff tools refuse it until they enroll.
    await afterCutoffOf(staff.uid);
    const passwordOnly = await idTokenFor(staff);
    expect(await callRaw(CALLABLES.listMembers, {}, { idToken: passwordOnly })).toEqual({
      ok: false,
      status: 'permission-denied',
      message: MESSAGES.secondFactorRequired,
    });
  });

  it('refuses the caller’s own account and an unknown one, writing nothing', async () => {
    const admin = await signedInFunctions(await createStaffed('admin'));
    const before = await state();
    expect(await callError(admin.call(CALLABLES.resetSecondFactor, { uid: admin.user.uid }))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.secondFactorResetSelf,
    });
    expect(await callError(admin.call(CALLABLES.resetSecondFactor, { uid: 'no-such-account' }))).toEqual({
      code: 'not-found',
      message: MESSAGES.accountIdNotFound,
    });
    expect(await state()).toBe(before);
  });

  it('is refused to a member', async () => {
    const member = await signedInFunctions(await createStaffed('member'));
    const { staff } = await enrolledStaff();
    expect(await callError(member.call(CALLABLES.resetSecondFactor, { uid: staff.uid }))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    expect((await adminAuth().getUser(staff.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
  });
});
