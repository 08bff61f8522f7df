/**
 * Seeds the local emulators with the demo of docs/decisions/0012-local-first-emulators.md: the admin, member and not-yet-member
 * accounts of demo-accounts.ts, the member's used code, and a stock of unused membership codes.
 * Then every content module in emulators/seed/ runs (see emulators/seed/README.md), and every
 * member's saved-items count is set from their items (scripts/lib/saved-counts.ts).
 *
 * Idempotent: existing accounts, profiles and codes are kept as they are; only what is missing is
 * created, so a second run changes nothing. `npm run seed` (emulators/seed.ts) is its command line.
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { useEmulatorEnv } from '../../tooling/emulator-config.mjs';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NON_MEMBER, DEMO_PROJECT_ID, DEMO_UNUSED_CODES } from '../demo-accounts';
import { ensureAccount, ensurePhoneFactor, ensureProfile, ensureRole } from './accounts';
import { ensureMemberCode, topUpUnusedCodes, usableCodes } from './codes';
import { backfillSavedCounts, describeSavedCounts } from '../../scripts/lib/saved-counts';
import { runContentModules } from './content-modules';

const APP_NAME = 'pmc-seed';

/** The firebase-admin app the seed writes with, pointed at the emulators of firebase.json. */
export function seedApp(): App {
  if (!DEMO_PROJECT_ID.startsWith('demo-')) throw new Error('The seed only runs against a demo- project.');
  useEmulatorEnv();
  // No credentials are needed here; without this, google-auth-library probes for a GCE metadata
  // server and may print a MetadataLookupWarning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return (
    getApps().find((app) => app.name === APP_NAME) ??
    initializeApp({ projectId: DEMO_PROJECT_ID, storageBucket: `${DEMO_PROJECT_ID}.appspot.com` }, APP_NAME)
  );
}

/** Releases the seed's connections (the CLI and long-running callers). */
export async function closeSeed(): Promise<void> {
  const app = getApps().find((a) => a.name === APP_NAME);
  if (app) await deleteApp(app);
}

export interface SeedResult {
  accounts: { admin: string; member: string; nonMember: string };
  memberCode: string;
  unusedCodes: number;
  createdCodes: number;
  modules: string[];
}

/**
 * Seeds the running emulators; safe to run any number of times. `now` (the current time unless
 * given) is when the demo's records dated some days back count from: a fixed one gives the same
 * dates on every run (the README's screenshots).
 */
export async function seed(options: { log?: (line: string) => void; now?: Date } = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const app = seedApp();
  const auth = getAuth(app);
  const db = getFirestore(app);

  let admin = await ensureAccount(auth, DEMO_ADMIN, true);
  admin = await ensurePhoneFactor(auth, admin, DEMO_ADMIN.phoneNumber);
  admin = await ensureRole(auth, admin, 'admin');
  await ensureProfile(db, admin, 'admin', null);

  let member = await ensureAccount(auth, DEMO_MEMBER, true);
  const memberCode = await ensureMemberCode(db, member);
  await ensureProfile(db, member, 'member', memberCode);
  member = await ensureRole(auth, member, 'member');

  const nonMember = await ensureAccount(auth, DEMO_NON_MEMBER, false);

  const { available, created } = await topUpUnusedCodes(db, DEMO_UNUSED_CODES);

  const modules = await runContentModules({
    projectId: DEMO_PROJECT_ID,
    auth,
    db,
    bucket: getStorage(app).bucket(),
    accounts: { admin, member, nonMember },
    now,
    log,
  });

  // The saved-items counts the rules check, from the items kept (data from before the counts existed).
  log(describeSavedCounts(await backfillSavedCounts(db), 'the emulators'));

  return {
    accounts: { admin: admin.uid, member: member.uid, nonMember: nonMember.uid },
    memberCode,
    unusedCodes: available,
    createdCodes: created,
    modules,
  };
}

/** Up to `n` unused codes anyone may redeem, for the start banner and the tests. */
export async function listUnusedCodes(n: number): Promise<string[]> {
  return (await usableCodes(getFirestore(seedApp()))).slice(0, n);
}
