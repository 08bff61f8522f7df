/**
 * The admin role (DECISIONS.md §1): owners from configuration (claimOwnerRole), admins promoting
 * others (setAdminRole), and `npm run admin:grant` against the emulators.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALLABLES, type ClaimOwnerRoleResult, type SetAdminRoleResult } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { adminAuth, clearAll, closeAll, closeClients, createUser, guestFunctions, signedInFunctions } from '../../tooling/emulator-clients';
import { callError } from '../support/callable-error';
import { getProfile } from '../support/firestore-data';

/** functions/.env.demo-pmc: the demo owner. */
const OWNER_EMAIL = 'owner@pmc-demo.test';
const CLAIM_OWNER = CALLABLES.claimOwnerRole;
const SET_ADMIN = CALLABLES.setAdminRole;
const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.role;

beforeEach(clearAll);
afterEach(closeClients);
afterAll(closeAll);

describe('claimOwnerRole', () => {
  it('makes a configured owner with a verified e-mail admin (claim and profile)', async () => {
    const owner = await createUser({ email: OWNER_EMAIL, emailVerified: true, name: 'Olive Owner' });
    const client = await signedInFunctions(owner);
    await expect(client.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'admin' });
    expect(await client.refreshedRole()).toBe('admin');
    expect(await getProfile(owner.uid)).toMatchObject({ email: OWNER_EMAIL, name: 'Olive Owner', role: 'admin', membership_code: null });
    // Called again after every sign-in: nothing changes.
    await expect(client.call<ClaimOwnerRoleResult>(CLAIM_OWNER)).resolves.toEqual({ role: 'admin' });
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
    const [member, target] = await Promise.all([createUser({ role: 'member' }), createUser({ role: 'member' })]);
    const client = await signedInFunctions(member);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { email: target.email, admin: true }))).toEqual({
      code: 'permission-denied',
      message: MESSAGES.adminRequired,
    });
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { email: member.email, admin: true }))).toMatchObject({ code: 'permission-denied' });
    expect(await claimOf(target.uid)).toBe('member');
    expect(await claimOf(member.uid)).toBe('member');
    expect(await callError(guestFunctions().call<SetAdminRoleResult>(SET_ADMIN, { email: target.email, admin: true }))).toEqual({
      code: 'unauthenticated',
      message: MESSAGES.signInRequired,
    });
  });

  it('lets an admin grant and remove admin; removing leaves a member', async () => {
    const [admin, target] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'member', name: 'Tara Target' })]);
    const client = await signedInFunctions(admin);

    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { email: target.email, admin: true })).resolves.toEqual({ uid: target.uid, role: 'admin' });
    expect(await claimOf(target.uid)).toBe('admin');
    expect(await getProfile(target.uid)).toMatchObject({ email: target.email, name: 'Tara Target', role: 'admin' });
    const targetClient = await signedInFunctions(target);
    expect(await targetClient.refreshedRole()).toBe('admin');

    await expect(client.call<SetAdminRoleResult>(SET_ADMIN, { email: target.email.toUpperCase(), admin: false })).resolves.toEqual({ uid: target.uid, role: 'member' });
    expect(await claimOf(target.uid)).toBe('member');
    expect((await getProfile(target.uid))?.role).toBe('member');
    expect(await targetClient.refreshedRole()).toBe('member');
  });

  it('an admin cannot remove their own admin role', async () => {
    const admin = await createUser({ role: 'admin' });
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { email: admin.email, admin: false }))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.cannotRemoveOwnAdmin,
    });
    expect(await claimOf(admin.uid)).toBe('admin');
  });

  it('a removed admin whose token still says admin is refused', async () => {
    const [admin, target] = await Promise.all([createUser({ role: 'admin' }), createUser()]);
    const client = await signedInFunctions(admin);
    await adminAuth().setCustomUserClaims(admin.uid, { role: 'member' }); // the token is not refreshed
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { email: target.email, admin: true }))).toMatchObject({ code: 'permission-denied' });
    expect(await claimOf(target.uid)).toBeUndefined();
  });

  it('names an unknown e-mail, and refuses malformed input', async () => {
    const admin = await createUser({ role: 'admin' });
    const client = await signedInFunctions(admin);
    expect(await callError(client.call<SetAdminRoleResult>(SET_ADMIN, { email: 'nobody@pmc-tests.test', admin: true }))).toEqual({
      code: 'not-found',
      message: MESSAGES.accountNotFound,
    });
    for (const data of [null, {}, { email: admin.email }, { email: 'not-an-email', admin: true }, { email: admin.email, admin: 'yes' }, { email: 42, admin: true }]) {
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

  it('grants admin (claim and profile) to an existing account on the emulators', async () => {
    const user = await createUser({ role: 'member' });
    const result = await grant([user.email]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain(`${user.email} is now an admin`);
    expect(await claimOf(user.uid)).toBe('admin');
    expect((await getProfile(user.uid))?.role).toBe('admin');
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
