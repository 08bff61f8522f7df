/**
 * npm run admin:grant -- <email> [--project <project-id>]
 *
 * Gives an existing account the admin role (claim and profile; DECISIONS.md §1). Without --project
 * it works on the local emulators (start them with `npm start`); with --project it works on that
 * real project, using the service-account key that GOOGLE_APPLICATION_CREDENTIALS points at.
 * Every outcome is one line; the exit code is 0 only when the role was granted.
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { isEmailShaped } from '@common/accounts';
import { MESSAGES } from '@common/messages';
import { DEMO_PROJECT_ID } from '../emulators/demo-accounts';
import { grantAdminByEmail } from '../functions/src/roles/grant';
import { emulatorAddress } from '../tooling/emulator-config.mjs';

const USAGE = 'Usage: npm run admin:grant -- <email> [--project <project-id>]';

class CliError extends Error {}

function parseArgs(argv: string[]): { email: string; project: string | null } {
  let project: string | null = null;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--project') {
      project = argv[++i] ?? '';
      if (!project) throw new CliError(`--project needs a project id. ${USAGE}`);
    } else if (argv[i].startsWith('--project=')) {
      project = argv[i].slice('--project='.length);
    } else {
      rest.push(argv[i]);
    }
  }
  if (rest.length !== 1) throw new CliError(USAGE);
  const email = rest[0].trim();
  if (!isEmailShaped(email)) throw new CliError(`"${email}" is not an e-mail address. ${USAGE}`);
  return { email, project };
}

async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function connect(project: string | null) {
  if (project) {
    if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      throw new CliError(
        `Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of ${project} (or leave out --project to use the local emulators).`,
      );
    }
    // A shell left pointing at the emulators must not redirect a real grant.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    const app = initializeApp({ credential: applicationDefault(), projectId: project }, 'admin-grant');
    return { app, target: `project ${project}` };
  }
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // no credentials to look up for the emulators
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');
  process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
  const hosts = [process.env.FIREBASE_AUTH_EMULATOR_HOST, process.env.FIRESTORE_EMULATOR_HOST];
  if (!(await Promise.all(hosts.map(reachable))).every(Boolean)) {
    throw new CliError('The emulators are not running. Start the portal first: npm start');
  }
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'admin-grant');
  return { app, target: 'the local emulators' };
}

async function main(): Promise<void> {
  const { email, project } = parseArgs(process.argv.slice(2));
  const { app, target } = await connect(project);
  const user = await grantAdminByEmail(getAuth(app), getFirestore(app), email);
  if (!user) throw new CliError(`${MESSAGES.accountNotFound.replace(/\.$/, '')}: ${email} (on ${target}).`);
  console.log(`${user.email} is now an admin on ${target}. It takes effect at their next sign-in or token refresh.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof CliError ? error.message : `Could not grant the admin role: ${(error as Error)?.message ?? error}`;
    console.error(message.split('\n')[0]);
    process.exit(1);
  },
);
