/**
 * The admin role (docs/decisions/0001-backend-enforces-security.md): owners from configuration by
 * account id or verified e-mail (claimOwnerRole), admins granting and removing admin by account id
 * (setAdminRole), and `npm run admin:grant` against the emulators. Each change leaves exactly one
 * audit entry.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@common/audit';
import { CALLABLES, type ClaimOwnerRoleResult, type SetAdminRoleResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { COLLECTIONS } from '@common/collections';
import { adminAuth, createUser, enrollSecondFactor, guestFunctions, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getProfile } from '../support/firestore-data';
import { firestoreStatus } from '../support/token-access';
import { afterSignInSecond, auditActionsFor, auditEntriesFor, claimOf, createStaffed, cutoffOf, earlyInASecond, untilSecond } from './members-fixtures';
import { startEachTestOnEmptyEmulators } from '../support/clean-emulators';

/** functions/.env.demo-pmc: the demo owners, by e-mail and by account id. */
const OWNER_EMAIL = 'owner@pmc-demo.test';
const OWNER_UID = 'pmc-demo-owner';
const CLAIM_OWNER = CALLABLES.claimOwnerRole;
const SET_ADMIN = CALLABLES.setAdminRole;

startEachTestOnEmptyEmulators();

describe('claimOwnerRole', () => {
  it('makes a configured owner with a verified e-mail admin (claim and profile)', async () => {
    const owner = await createUser({ email: OWNER_EMAIL, emailVerified: true, name: 'Olive Owner' });
    const client = await signedInFunctions(owner);
    await expect(client.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'admin' });
    expect(await client.refreshedRole()).toBe('admin');
    expect(await getProfile(owner.uid)).toMatchObject({ email: OWNER_EMAIL, name: 'Olive Owner', role: 'admin', membership_code: null });
    // Called again after every sign-in: nothing changes, and the grant is recorded once.
    await expect(client.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'admin' });
    expect(await auditEntriesFor(owner.uid)).toEqual([expect.objectContaining({ actor_uid: owner.uid, action: AUDIT_ACTIONS.adminGranted })]);
  });

  it('makes the owner account id admin whatever its address, once verified', async () => {
    const password = 'Password#owner1';
    const email = 'someone-else@pmc-tests.test';
    await adminAuth().createUser({ uid: OWNER_UID, email, password, emailVerified: false });
    const unverified = await signedInFunctions({ email, password });
    await expect(unverified.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: null });

    await adminAuth().updateUser(OWNER_UID, { emailVerified: true });
    // The open session's token still says unverified: the check reads the caller's token.
    await expect(unverified.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: null });
    expect(await claimOf(OWNER_UID)).toBeUndefined();

    await expect((await signedInFunctions({ email, password })).call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'admin' });
    expect(await claimOf(OWNER_UID)).toBe('admin');
    expect(await auditActionsFor(OWNER_UID)).toEqual([AUDIT_ACTIONS.adminGranted]);
  });

  it('does nothing for the owner address while it is unverified', async () => {
    const owner = await createUser({ email: OWNER_EMAIL, emailVerified: false });
    const client = await signedInFunctions(owner);
    await expect(client.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: null });
    expect(await claimOf(owner.uid)).toBeUndefined();
    expect(await getProfile(owner.uid)).toBeUndefined();
  });

  it('only reports the role of anyone else', async () => {
    const [someone, member] = await Promise.all([createUser({ emailVerified: true }), createUser({ emailVerified: true, role: 'member' })]);
    await expect((await signedInFunctions(someone)).call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: null });
    await expect((await signedInFunctions(member)).call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'member' });
    expect(await claimOf(someone.uid)).toBeUndefined();
    expect(await claimOf(member.uid)).toBe('member');
  });

  it('refuses a caller who is not signed in', async () => {
    expect(await callError(guestFunctions().call<ClaimOwnerRoleResult>(CLAIM_OWNER))).toEqual({ code: 'unauthenticated', message: MESSAGES.signInRequired });
  });
});

describe('setAdminRole', () => {
  it('refuses callers who are not admins', async () => {
    const [member, target] = await Promise.all([createStaffed('member'), createStaffed('member')]);
    const client = await signedInFunctions(member);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true }))).toEqual({
      code: 'permission-denied',
      message: MESSAGES.adminRequired,
    });
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: member.uid, admin: true }))).toMatchObject({ code: 'permission-denied' });
    expect(await claimOf(target.uid)).toBe('member');
    expect(await claimOf(member.uid)).toBe('member');
    expect(await callError(guestFunctions().call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true }))).toEqual({
      code: 'unauthenticated',
      message: MESSAGES.signInRequired,
    });
    expect(await auditEntriesFor(target.uid)).toEqual([]);
  });

  it('refuses an admin whose own e-mail is not verified', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin', { emailVerified: false }), createStaffed('member')]);
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true }))).toEqual({
      code: 'permission-denied',
      message: MESSAGES.callerEmailUnverified,
    });
    expect(await claimOf(target.uid)).toBe('member');
  });

  it('grants admin only to an account with a verified e-mail', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createStaffed('member', { emailVerified: false })]);
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true }))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.adminNeedsVerifiedEmail,
    });
    expect(await claimOf(target.uid)).toBe('member');
    expect(await auditEntriesFor(target.uid)).toEqual([]);
  });

  it('grants admin without signing anyone out (staff tools after a second-factor sign-in), and records it once', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createStaffed('member')]);
    await adminAuth().updateUser(target.uid, { displayName: 'Tara Target' });
    const client = await signedInFunctions(admin);
    const targetClient = await signedInFunctions(target);

    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true })).resolves.toEqual({ uid: target.uid, role: 'admin' });
    expect(await claimOf(target.uid)).toBe('admin');
    expect(await getProfile(target.uid)).toMatchObject({ email: target.email, name: 'Tara Target', role: 'admin' });
    expect(await targetClient.refreshedRole()).toBe('admin');
    expect(await cutoffOf(target.uid)).toBeUndefined();
    // The open session keeps working, as a member's until the new admin signs in with a second factor.
    expect(await callError(targetClient.call(CALLABLES.listMembers))).toEqual({ code: 'permission-denied', message: MESSAGES.secondFactorRequired });
    const withCode = await signedInFunctions(await enrollSecondFactor(target));
    await expect(withCode.call(CALLABLES.listMembers)).resolves.toBeDefined();
    expect(await auditEntriesFor(target.uid)).toEqual([
      expect.objectContaining({ actor_uid: admin.uid, action: AUDIT_ACTIONS.adminGranted, target_kind: 'users', target_id: target.uid }),
    ]);
    // Granted again: nothing changes, nothing more is recorded.
    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true })).resolves.toEqual({ uid: target.uid, role: 'admin' });
    expect(await auditEntriesFor(target.uid)).toHaveLength(1);
  });

  it('removing admin leaves a member, revokes the sign-in, and records it once', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createStaffed('admin')]);
    const client = await signedInFunctions(admin);
    const targetClient = await signedInFunctions(target);
    await afterSignInSecond(targetClient);

    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: false })).resolves.toEqual({ uid: target.uid, role: 'member' });
    expect(await claimOf(target.uid)).toBe('member');
    expect((await getProfile(target.uid))?.role).toBe('member');
    expect((await cutoffOf(target.uid))?.not_before).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect(await auditActionsFor(target.uid)).toEqual([AUDIT_ACTIONS.adminRemoved]);
    // The demoted admin's open session is refused by the admin callables at once.
    expect(await callError(targetClient.call(CALLABLES.listMembers))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
  });

  it('changes the claim, then cuts off from the next second: a session from just before is refused, a sign-in after it has the new role', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createStaffed('admin')]);
    const staff = await signedInFunctions(admin);
    // The target's sign-in and the change most likely share a second: rounding down would let this session through.
    await earlyInASecond();
    const before = await signedInFunctions(target);
    await staff.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: false });

    expect(await callError(before.call(CALLABLES.listMembers))).toEqual({ code: 'permission-denied', message: MESSAGES.signInAgain });
    expect(await firestoreStatus(await before.user.getIdToken(), COLLECTIONS.users)).toBe(403);
    const cutoff = await cutoffOf(target.uid);
    expect(cutoff!.not_before).toBeGreaterThan(Number((await before.user.getIdTokenResult()).claims.auth_time));
    expect(cutoff).toMatchObject({ removed_at: cutoff!.not_before });
    expect(cutoff).not.toHaveProperty('provisional');

    // Once the cut-off's second has come, a new sign-in carries the new role and is not cut off.
    await untilSecond(cutoff!.not_before);
    const after = await signedInFunctions(target);
    expect((await after.user.getIdTokenResult()).claims.role).toBe('member');
    await expect(after.call(CALLABLES.updateMyName, { name: 'Still Signed In' })).resolves.toEqual({ name: 'Still Signed In' });
    expect(await callError(after.call(CALLABLES.listMembers))).toEqual({ code: 'permission-denied', message: MESSAGES.adminRequired });
    expect(await firestoreStatus(await after.user.getIdToken(), `${COLLECTIONS.users}/${target.uid}`)).toBe(200);
  });

  it('a retry after the claim was left behind still takes the power away and cuts off, recording nothing twice', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createStaffed('member')]);
    await adminAuth().setCustomUserClaims(target.uid, { role: 'admin' }); // an earlier try changed only the profile
    const client = await signedInFunctions(admin);
    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: false })).resolves.toEqual({ uid: target.uid, role: 'member' });
    expect(await claimOf(target.uid)).toBe('member');
    expect(await cutoffOf(target.uid)).toBeDefined();
    expect(await auditEntriesFor(target.uid)).toEqual([]);
  });

  it('removing admin from someone who is not an admin changes nothing', async () => {
    const [admin, member, stranger] = await Promise.all([createStaffed('admin'), createStaffed('member'), createUser({ emailVerified: true })]);
    const client = await signedInFunctions(admin);
    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: member.uid, admin: false })).resolves.toEqual({ uid: member.uid, role: 'member' });
    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: stranger.uid, admin: false })).resolves.toEqual({ uid: stranger.uid, role: null });
    expect(await claimOf(stranger.uid)).toBeUndefined();
    expect([...(await auditEntriesFor(member.uid)), ...(await auditEntriesFor(stranger.uid))]).toEqual([]);
  });

  it('the last admin cannot remove their own admin role; one of two admins can', async () => {
    const admin = await createStaffed('admin');
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: admin.uid, admin: false }))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.lastAdmin,
    });
    expect(await claimOf(admin.uid)).toBe('admin');
    expect(await auditEntriesFor(admin.uid)).toEqual([]);

    await createStaffed('admin');
    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: admin.uid, admin: false })).resolves.toEqual({ uid: admin.uid, role: 'member' });
  });

  it('a removed admin whose token still says admin is refused', async () => {
    const [admin, target] = await Promise.all([createStaffed('admin'), createUser({ emailVerified: true })]);
    const client = await signedInFunctions(admin);
    await adminAuth().setCustomUserClaims(admin.uid, { role: 'member' }); // the token is not refreshed
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: target.uid, admin: true }))).toMatchObject({ code: 'permission-denied' });
    expect(await claimOf(target.uid)).toBeUndefined();
  });

  it('names an unknown account, and refuses malformed input', async () => {
    const admin = await createStaffed('admin');
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { uid: 'no-such-account', admin: true }))).toEqual({
      code: 'not-found',
      message: MESSAGES.accountIdNotFound,
    });
    for (const data of [null, {}, { uid: admin.uid }, { email: admin.email, admin: true }, { uid: '', admin: true }, { uid: admin.uid, admin: 'yes' }, { uid: 42, admin: true }]) {
      expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, data))).toEqual({ code: 'invalid-argument', message: MESSAGES.adminRoleInput });
    }
  });
});

describe('npm run admin:grant', () => {
  const run = promisify(execFile);
  const grant = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/admin-grant.ts', ...args], { env, cwd: new URL('../..', import.meta.url).pathname }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  const created = async (uid: string) => new Date((await adminAuth().getUser(uid)).metadata.creationTime).toISOString();

  it('grants admin (claim, profile, one audit entry) by a verified e-mail, naming the account', async () => {
    const user = await createStaffed('member');
    const result = await grant([user.email]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain(`account ${user.uid} (${user.email}, created ${await created(user.uid)}) is now an admin`);
    expect(await claimOf(user.uid)).toBe('admin');
    expect((await getProfile(user.uid))?.role).toBe('admin');
    expect(await auditEntriesFor(user.uid)).toEqual([expect.objectContaining({ actor_uid: null, action: AUDIT_ACTIONS.adminGranted })]);
  });

  it('by e-mail refuses an unverified address and asks for --uid; --uid then grants', async () => {
    const user = await createUser({ emailVerified: false });
    const refused = await grant([user.email]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain(`account ${user.uid} (${user.email}, created ${await created(user.uid)})`);
    expect(refused.stderr).toContain('not verified');
    expect(refused.stderr).toContain(`npm run admin:grant -- --uid ${user.uid}`);
    expect(await claimOf(user.uid)).toBeUndefined();

    const byUid = await grant(['--uid', user.uid]);
    expect(byUid).toMatchObject({ code: 0, stderr: '' });
    expect(byUid.stdout).toContain(`account ${user.uid} `);
    expect(await claimOf(user.uid)).toBe('admin');
  });

  it('--reset-mfa resets the second factor of the admin who lost the phone: factors gone, sessions ended, one entry, one line', async () => {
    const admin = await createStaffed('admin');
    expect((await adminAuth().getUser(admin.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
    const result = await grant(['--uid', admin.uid, '--reset-mfa']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain(`account ${admin.uid} (${admin.email}, created ${await created(admin.uid)}) is an admin`);
    expect(result.stdout).toContain('second factor was reset (1 phone removed)');
    expect((await adminAuth().getUser(admin.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(await claimOf(admin.uid)).toBe('admin');
    expect((await cutoffOf(admin.uid))?.not_before).toBeGreaterThan(0);
    expect(await auditEntriesFor(admin.uid)).toEqual([expect.objectContaining({ actor_uid: null, action: AUDIT_ACTIONS.secondFactorReset })]);
  });

  it('says so in one line when no account has the id, or the arguments are wrong', async () => {
    const missing = await grant(['--uid', 'no-such-account']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toMatch(/^No account has that id: no-such-account/);
    for (const args of [['--uid'], ['--uid', 'x', 'someone@pmc-tests.test'], []]) {
      const wrong = await grant(args);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Usage: npm run admin:grant');
    }
  });

  it('says so in one line when no account has the e-mail, or the emulators are not running', async () => {
    const missing = await grant(['nobody@pmc-tests.test']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toMatch(/^No account uses that e-mail address: nobody@pmc-tests\.test/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);

    const down = await grant(['someone@pmc-tests.test'], { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9', FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    expect(down).toMatchObject({ code: 1, stderr: 'The emulators are not running. Start the portal first: npm start\n' });

    const noCredentials = await grant(['someone@pmc-tests.test', '--project', 'some-real-project'], { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: '' });
    expect(noCredentials.code).toBe(1);
    expect(noCredentials.stderr).toMatch(/^Set GOOGLE_APPLICATION_CREDENTIALS/);
  });
});
