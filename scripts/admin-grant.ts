/**
 * npm run admin:grant -- <email> | --uid <account-id> [--reset-mfa] [--project <project-id>]
 *
 * Gives an existing account the admin role (claim, profile and an audit entry;
 * docs/decisions/0001-backend-enforces-security.md). By e-mail only when that account's address is
 * verified and nothing about it is odd: anyone can register someone else's address, so otherwise it
 * prints the account id and creation time and asks for --uid, which names exactly one account.
 * Without --project it works on the local emulators (start them with `npm start`); with --project
 * on that real project, using the service-account key that GOOGLE_APPLICATION_CREDENTIALS points
 * at. Every outcome is one line; the exit code is 0 only when the account is an admin afterwards.
 *
 * --reset-mfa: also resets the account's second factor (functions/src/members/secondFactorReset.ts:
 * the enrolled phones removed, its sessions ended, an audit entry), for the last admin who lost the
 * phone and so cannot sign in to have another admin do it (docs/operations.md). They set up a phone
 * again at their next sign-in.
 */
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { isEmailShaped } from '@common/accounts';
import { MESSAGES } from '@common/messages';
import { AUDIT_ACTIONS } from '@common/audit';
import { changeRole } from '../functions/src/members/changeRole';
import { resetSecondFactorOf } from '../functions/src/members/secondFactorReset';
import { findUserByEmail, findUserByUid } from '../functions/src/roles/grant';
import { CliError, connectTarget, runCommand } from './lib/admin-target';

const USAGE = 'Usage: npm run admin:grant -- <email> | --uid <account-id> [--reset-mfa] [--project <project-id>]';

type Who = { email: string } | { uid: string };

/** The value of `--name value` or `--name=value` at argv[i]; null when argv[i] is not that option. */
function option(argv: string[], i: number, name: string): { value: string; next: number } | null {
  if (argv[i] === name) {
    const value = argv[i + 1] ?? '';
    if (!value || value.startsWith('--')) throw new CliError(`${name} needs a value. ${USAGE}`);
    return { value, next: i + 1 };
  }
  if (argv[i].startsWith(`${name}=`)) return { value: argv[i].slice(name.length + 1), next: i };
  return null;
}

function parseArgs(argv: string[]): { who: Who; project: string | null; resetMfa: boolean } {
  let project: string | null = null;
  let uid: string | null = null;
  let resetMfa = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--reset-mfa') {
      resetMfa = true;
      continue;
    }
    const projectOption = option(argv, i, '--project');
    const uidOption = projectOption ? null : option(argv, i, '--uid');
    if (projectOption) [project, i] = [projectOption.value, projectOption.next];
    else if (uidOption) [uid, i] = [uidOption.value.trim(), uidOption.next];
    else rest.push(argv[i]);
  }
  if (uid !== null) {
    if (rest.length !== 0 || !uid) throw new CliError(USAGE);
    return { who: { uid }, project, resetMfa };
  }
  if (rest.length !== 1) throw new CliError(USAGE);
  const email = rest[0].trim();
  if (!isEmailShaped(email)) throw new CliError(`"${email}" is not an e-mail address. ${USAGE}`);
  return { who: { email }, project, resetMfa };
}

/** "account <uid> (<email>, created <time>)": what the operator checks before trusting it. */
function describe(user: UserRecord): string {
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : 'at an unknown time';
  return `account ${user.uid} (${user.email ?? 'no e-mail'}, created ${created})`;
}

/** Why an e-mail alone does not name the account safely; null when it does. */
function ambiguity(user: UserRecord): string | null {
  if (!user.emailVerified) return 'its address is not verified, so anyone could have registered it';
  if (user.disabled) return 'it is disabled';
  return null;
}

async function findAccount(auth: Auth, who: Who, target: string): Promise<UserRecord> {
  if ('uid' in who) {
    const user = await findUserByUid(auth, who.uid);
    if (!user) throw new CliError(`${MESSAGES.accountIdNotFound.replace(/\.$/, '')}: ${who.uid} (on ${target}).`);
    return user;
  }
  const user = await findUserByEmail(auth, who.email);
  if (!user) throw new CliError(`${MESSAGES.accountNotFound.replace(/\.$/, '')}: ${who.email} (on ${target}).`);
  const reason = ambiguity(user);
  if (reason) {
    throw new CliError(`Not granted: ${describe(user)} on ${target}: ${reason}. If it is the right account, run: npm run admin:grant -- --uid ${user.uid}`);
  }
  return user;
}

async function main(): Promise<void> {
  const { who, project, resetMfa } = parseArgs(process.argv.slice(2));
  const { app, label: target } = await connectTarget('admin-grant', { project, bucket: null }, ['auth', 'firestore']);
  const auth = getAuth(app);
  const user = await findAccount(auth, who, target);
  const db = getFirestore(app);
  await changeRole(auth, db, { actorUid: null, targetUid: user.uid, next: 'admin', action: AUDIT_ACTIONS.adminGranted });
  if (!resetMfa) {
    console.log(`${describe(user)} is now an admin on ${target}. It takes effect at their next sign-in or token refresh.`);
    return;
  }
  const removed = await resetSecondFactorOf(auth, db, { actorUid: null, targetUid: user.uid });
  console.log(
    `${describe(user)} is an admin on ${target}; its second factor was reset (${removed} ${removed === 1 ? 'phone' : 'phones'} removed) and its sessions ended: at the next sign-in, with the password, it sets up a phone before any staff screen.`,
  );
}

runCommand(main, 'Could not grant the admin role');
