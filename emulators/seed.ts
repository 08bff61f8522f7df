/**
 * Seeds the local emulators with the demo of DECISIONS.md §7: the admin, member and not-yet-member
 * accounts of demo-accounts.ts, the member's used code, and a stock of unused membership codes.
 * Then every content module in emulators/seed/ runs (see emulators/seed/README.md).
 *
 * Idempotent: existing accounts, profiles and codes are kept as they are; only what is missing is
 * created, so a second run changes nothing.
 *
 *   npm run seed        (the emulators must be running: npm start does both)
 */
import { randomInt } from 'node:crypto';
import { readFileSync, readdirSync, existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS } from '@common/collections';
import { CODE_MAX, CODE_MIN } from '@common/membership';
import type { Role } from '@common/roles';
import { setRoleClaim } from '../functions/src/roles/grant';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NON_MEMBER, DEMO_PROJECT_ID, DEMO_UNUSED_CODES } from './demo-accounts';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** What every content module receives. */
export interface SeedContext {
  projectId: string;
  auth: Auth;
  db: Firestore;
  /** The default Storage bucket of the demo project. */
  bucket: Bucket;
  accounts: { admin: UserRecord; member: UserRecord; nonMember: UserRecord };
  log: (line: string) => void;
}

/** A file in emulators/seed/ default-exports one of these; modules run in file-name order. */
export interface SeedModule {
  name: string;
  run: (ctx: SeedContext) => Promise<void>;
}

export interface SeedResult {
  accounts: { admin: string; member: string; nonMember: string };
  memberCode: string;
  unusedCodes: number;
  createdCodes: number;
  modules: string[];
}

const APP_NAME = 'pmc-seed';
const ALREADY_EXISTS = 6; // gRPC status of create() on an existing document

/** Points firebase-admin at the emulators of firebase.json unless the variables are already set. */
function useEmulators(): void {
  if (!DEMO_PROJECT_ID.startsWith('demo-')) throw new Error('The seed only runs against a demo- project.');
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators?: Record<string, { host?: string; port?: number }>;
  };
  const addr = (name: string, port: number) =>
    `${config.emulators?.[name]?.host ?? '127.0.0.1'}:${config.emulators?.[name]?.port ?? port}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= addr('firestore', 8080);
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= addr('auth', 9099);
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= addr('storage', 9199);
  // No credentials are needed here; without this, google-auth-library probes for a GCE metadata
  // server and may print a MetadataLookupWarning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

/** The firebase-admin app the seed uses, pointed at the emulators. */
export function seedApp(): App {
  useEmulators();
  return (
    getApps().find((app) => app.name === APP_NAME) ??
    initializeApp({ projectId: DEMO_PROJECT_ID, storageBucket: `${DEMO_PROJECT_ID}.appspot.com` }, APP_NAME)
  );
}

function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: unknown })?.code === ALREADY_EXISTS;
}

function randomCode(): string {
  return String(randomInt(CODE_MIN, CODE_MAX + 1));
}

interface AccountSpec {
  email: string;
  password: string;
  name: string;
}

/** Finds the account by e-mail or creates it; an existing account keeps its password. */
async function ensureAccount(auth: Auth, spec: AccountSpec, emailVerified: boolean): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(spec.email);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  return auth.createUser({ email: spec.email, password: spec.password, displayName: spec.name, emailVerified });
}

/** Gives the account `role` through the functions' grant module (a no-op when it already has it). */
async function ensureRole(auth: Auth, user: UserRecord, role: Role): Promise<UserRecord> {
  await setRoleClaim(auth, user.uid, role);
  return auth.getUser(user.uid);
}

/** Creates users/{uid} as a redemption would; an existing profile is left alone. */
async function ensureProfile(db: Firestore, user: UserRecord, role: Role, membershipCode: string | null) {
  try {
    await db.collection(COLLECTIONS.users).doc(user.uid).create({
      email: user.email ?? null,
      name: user.displayName ?? null,
      role,
      membership_code: membershipCode,
      member_since: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
  }
}

/** The used code the demo member redeemed: the one already assigned to them, or a new one. */
async function ensureMemberCode(db: Firestore, member: UserRecord): Promise<string> {
  const codes = db.collection(COLLECTIONS.membershipCodes);
  const profile = await db.collection(COLLECTIONS.users).doc(member.uid).get();
  const fromProfile = profile.get('membership_code') as unknown;
  if (typeof fromProfile === 'string' && fromProfile) return fromProfile;
  const assigned = await codes.where('assigned_to', '==', member.uid).limit(1).get();
  if (!assigned.empty) return assigned.docs[0].id;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const code = randomCode();
    try {
      await codes.doc(code).create({
        code,
        is_used: true,
        assigned_to: member.uid,
        assigned_user: { email: member.email ?? null },
        used_at: FieldValue.serverTimestamp(),
        created_at: FieldValue.serverTimestamp(),
        invitee_email: null,
        expires_at: null,
      });
      return code;
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  throw new Error('No free membership code left for the demo member.');
}

/** Unused codes anyone may redeem (no invitee, not expired), in ascending order. */
async function usableCodes(db: Firestore): Promise<string[]> {
  const snap = await db.collection(COLLECTIONS.membershipCodes).where('is_used', '==', false).get();
  const now = Date.now();
  return snap.docs
    .filter((doc) => {
      const expires = doc.get('expires_at') as { toMillis(): number } | null | undefined;
      return !doc.get('invitee_email') && (!expires || expires.toMillis() > now);
    })
    .map((doc) => doc.id)
    .sort();
}

/** Creates random unused codes until `target` are available; existing codes are never touched. */
async function topUpUnusedCodes(db: Firestore, target: number): Promise<{ available: number; created: number }> {
  let available = (await usableCodes(db)).length;
  let created = 0;
  for (let attempt = 0; available < target && attempt < 10_000; attempt++) {
    const code = randomCode();
    try {
      await db.collection(COLLECTIONS.membershipCodes).doc(code).create({
        code,
        is_used: false,
        assigned_to: null,
        assigned_user: null,
        used_at: null,
        created_at: FieldValue.serverTimestamp(),
        invitee_email: null,
        expires_at: null,
      });
      available++;
      created++;
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  return { available, created };
}

const MODULE_DIR = new URL('./seed/', import.meta.url);

/** The content modules: emulators/seed/*.ts, except tests, declarations and files starting with "_". */
async function loadModules(): Promise<SeedModule[]> {
  const dir = fileURLToPath(MODULE_DIR);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.startsWith('_') && !/\.(test|spec|d)\.ts$/.test(f))
    .sort();
  const modules: SeedModule[] = [];
  for (const file of files) {
    const mod = ((await import(new URL(file, MODULE_DIR).href)) as { default?: SeedModule }).default;
    if (!mod || typeof mod.run !== 'function') throw new Error(`emulators/seed/${file} must default-export { name, run }.`);
    modules.push(mod);
  }
  return modules;
}

/** Seeds the running emulators; safe to run any number of times. */
export async function seed(options: { log?: (line: string) => void } = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const app = seedApp();
  const auth = getAuth(app);
  const db = getFirestore(app);

  let admin = await ensureAccount(auth, DEMO_ADMIN, true);
  admin = await ensureRole(auth, admin, 'admin');
  await ensureProfile(db, admin, 'admin', null);

  let member = await ensureAccount(auth, DEMO_MEMBER, true);
  const memberCode = await ensureMemberCode(db, member);
  await ensureProfile(db, member, 'member', memberCode);
  member = await ensureRole(auth, member, 'member');

  const nonMember = await ensureAccount(auth, DEMO_NON_MEMBER, false);

  const { available, created } = await topUpUnusedCodes(db, DEMO_UNUSED_CODES);

  const ctx: SeedContext = {
    projectId: DEMO_PROJECT_ID,
    auth,
    db,
    bucket: getStorage(app).bucket(),
    accounts: { admin, member, nonMember },
    log,
  };
  const modules = await loadModules();
  for (const mod of modules) {
    log(`seeding ${mod.name}`);
    await mod.run(ctx);
  }

  return {
    accounts: { admin: admin.uid, member: member.uid, nonMember: nonMember.uid },
    memberCode,
    unusedCodes: available,
    createdCodes: created,
    modules: modules.map((m) => m.name),
  };
}

/** Up to `n` unused codes anyone may redeem, for the start banner and the tests. */
export async function listUnusedCodes(n: number): Promise<string[]> {
  return (await usableCodes(getFirestore(seedApp()))).slice(0, n);
}

/** Releases the seed's connections (the CLI and long-running callers). */
export async function closeSeed(): Promise<void> {
  const app = getApps().find((a) => a.name === APP_NAME);
  if (app) await deleteApp(app);
}

function isEntryPoint(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  try {
    const result = await seed({ log: (line) => console.log(`  ${line}`) });
    const extra = result.modules.length ? `; content: ${result.modules.join(', ')}` : '';
    console.log(
      `Seeded ${DEMO_PROJECT_ID}: admin, member and not-yet-member accounts; ` +
        `${result.unusedCodes} unused membership codes (${result.createdCodes} new)${extra}.`,
    );
    await closeSeed();
    process.exit(0);
  } catch (err) {
    const text = String((err as Error)?.stack ?? err);
    if (/ECONNREFUSED|network-error|UNAVAILABLE/.test(text)) {
      console.error(
        `The emulators are not answering (auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, firestore ${process.env.FIRESTORE_EMULATOR_HOST}): start them with npm start.`,
      );
    } else {
      console.error(text);
    }
    process.exit(1);
  }
}
