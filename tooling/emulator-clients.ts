/**
 * Clients of the local emulators for the tests and the bench: Admin SDK access for setup and
 * inspection, the emulators' REST endpoints (clearing the demo project, sign-in tokens, e-mails
 * "sent"), accounts, clients signed in with the web SDK the way the portal calls its functions,
 * and the callable protocol by hand.
 *
 * Inside `firebase emulators:exec` the *_EMULATOR_HOST variables are set; elsewhere they come from
 * firebase.json (emulator-config.mjs).
 */
import { randomUUID } from 'node:crypto';
import { deleteApp as deleteAdminApp, getApps as getAdminApps, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  FactorId,
  getMultiFactorResolver,
  signInWithEmailAndPassword,
  type Auth,
  type MultiFactorAssertion,
  type MultiFactorError,
  type User,
} from 'firebase/auth';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { APP_CHECK_HEADER, emulatorAppCheckToken } from '@common/app-check';
import { ROLE_CLAIM, type Role } from '@common/roles';
import { DEMO_PROJECT_ID } from '../emulators/demo-accounts';
import { emulatorAddress, useEmulatorEnv } from './emulator-config.mjs';

export const PROJECT_ID = DEMO_PROJECT_ID;
export const FUNCTIONS_REGION = 'us-central1';
const APP_ID = 'demo-app';
/** The placeholder App Check token the web app sends in emulator mode (common/app-check.ts). */
export const APP_CHECK_TOKEN = emulatorAppCheckToken(APP_ID);

// No Google metadata server here: skip the Admin SDK's probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';
useEmulatorEnv();

/** "host:port" of each emulator (the variables win, as the Admin SDK reads them). */
export const HOSTS = {
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? emulatorAddress('auth'),
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore'),
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? emulatorAddress('storage'),
  functions: process.env.FUNCTIONS_EMULATOR_HOST ?? emulatorAddress('functions'),
};

// ---- Admin SDK ------------------------------------------------------------------------------

const ADMIN_APP_NAME = 'pmc-tests-admin';

function adminApp(): App {
  return getAdminApps().find((a) => a.name === ADMIN_APP_NAME) ?? initializeAdminApp({ projectId: PROJECT_ID }, ADMIN_APP_NAME);
}
export const adminAuth = () => getAdminAuth(adminApp());
export const adminDb = () => getAdminFirestore(adminApp());

// ---- Clearing -------------------------------------------------------------------------------

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`DELETE ${url}: ${response.status} ${await response.text()}`);
}

export function clearFirestore(): Promise<void> {
  return emulatorDelete(`http://${HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
}

export function clearAuth(): Promise<void> {
  return emulatorDelete(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`);
}

/** Every document and every account of the demo project: a clean slate for the next test. */
export async function clearAll(): Promise<void> {
  await Promise.all([clearFirestore(), clearAuth()]);
}

/** Password-reset and verification links the Auth emulator "sent" (newest last). */
export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** One of the Auth emulator's lists of what it "sent" (its REST answer is `{ [list]: items }`). */
async function authEmulatorSent<T>(list: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const response = await fetch(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/${list}`);
  if (!response.ok) throw new Error(`Auth emulator ${list}: HTTP ${response.status}`);
  return ((await response.json()) as Record<string, T[] | undefined>)[list] ?? [];
}

export function listOobCodes(): Promise<OobCode[]> {
  return authEmulatorSent<OobCode>('oobCodes');
}

/** An SMS code the Auth emulator "sent" for a second-factor enrollment or sign-in (newest last). */
export interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

export function listVerificationCodes(): Promise<VerificationCode[]> {
  return authEmulatorSent<VerificationCode>('verificationCodes');
}

/** The newest SMS code sent to `phoneNumber` after `known` codes had been sent to it (waits for it). */
export async function nextVerificationCode(phoneNumber: string, known: number, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const codes = (await listVerificationCodes()).filter((entry) => entry.phoneNumber === phoneNumber);
    if (codes.length > known) return codes.at(-1)!.code;
    if (Date.now() > until) throw new Error(`No new SMS code for ${phoneNumber} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The SMS code the Auth emulator sent for one verification (its `sessionInfo`, the web SDK's verificationId). */
export async function verificationCodeFor(sessionInfo: string): Promise<string> {
  const entry = (await listVerificationCodes()).find((code) => code.sessionInfo === sessionInfo);
  if (!entry) throw new Error('The Auth emulator lists no SMS code for this verification');
  return entry.code;
}

/** How many SMS codes were sent to `phoneNumber` so far (pass to nextVerificationCode). */
export async function verificationCodeCount(phoneNumber: string): Promise<number> {
  return (await listVerificationCodes()).filter((entry) => entry.phoneNumber === phoneNumber).length;
}

// ---- Accounts -------------------------------------------------------------------------------

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  /** The phone number of the enrolled second factor (SMS), when the account has one. */
  phoneNumber?: string;
}

let userCounter = 0;
// Test files run in separate workers, each counting from one: a random start per worker keeps the
// numbers of accounts made at the same time apart.
const phoneBase = Math.floor(Math.random() * 100_000);

/** A fictional number (+1 555 01x xxxx) for one account's SMS second factor. */
function testPhoneNumber(n: number): string {
  return `+155501${String((phoneBase + n) % 100_000).padStart(5, '0')}`;
}

/**
 * An Auth account (and, given `role`, its claim; profiles are the functions' business). Staff
 * (`role: 'admin'`) get a verified e-mail and an enrolled SMS second factor, as the backend accepts
 * staff only after a second-factor sign-in; `secondFactor: false` makes a single-factor staff
 * account instead (the tests of what such a token is refused).
 */
export async function createUser(
  options: Partial<Omit<TestUser, 'uid' | 'phoneNumber'>> & { emailVerified?: boolean; role?: Role; secondFactor?: boolean } = {},
): Promise<TestUser> {
  const n = ++userCounter;
  const email = options.email ?? `user${n}-${Date.now()}@pmc-tests.test`;
  const password = options.password ?? `Password#${n}x`;
  const name = options.name ?? `Test User ${n}`;
  const enrolled = options.role === 'admin' && options.secondFactor !== false;
  const phoneNumber = enrolled ? testPhoneNumber(n) : undefined;
  const record = await adminAuth().createUser({
    email,
    password,
    displayName: name,
    emailVerified: options.emailVerified ?? enrolled,
    ...(phoneNumber ? { multiFactor: { enrolledFactors: [{ phoneNumber, factorId: 'phone' }] } } : {}),
  });
  if (options.role) await adminAuth().setCustomUserClaims(record.uid, { [ROLE_CLAIM]: options.role });
  return { uid: record.uid, email, password, name, ...(phoneNumber ? { phoneNumber } : {}) };
}

/**
 * Enrolls an SMS second factor on an account made without one (`secondFactor: false`), with a
 * verified e-mail as the Auth service requires: its next sign-in completes the second factor.
 */
export async function enrollSecondFactor(user: TestUser): Promise<TestUser & { phoneNumber: string }> {
  const phoneNumber = testPhoneNumber(++userCounter);
  // An update names the factor: the Auth emulator assigns no id to one added this way.
  await adminAuth().updateUser(user.uid, { emailVerified: true, multiFactor: { enrolledFactors: [{ uid: randomUUID(), factorId: 'phone', phoneNumber }] } });
  return { ...user, phoneNumber };
}

// ---- Web SDK clients ------------------------------------------------------------------------

export interface SignedInClient {
  app: FirebaseApp;
  auth: Auth;
  user: User;
  functions: Functions;
  /** Calls a callable as this user and returns its result data. */
  call<Res = unknown>(name: string, data?: unknown): Promise<Res>;
  /** The role claim after forcing an ID token refresh (what the web app does after redeeming). */
  refreshedRole(): Promise<unknown>;
  close(): Promise<void>;
}

const openApps = new Set<FirebaseApp>();
let appCounter = 0;

/** A web SDK app with App Check as the portal sets it up in emulator mode (every callable enforces it). */
function webApp(): FirebaseApp {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: APP_ID }, `pmc-tests-${++appCounter}`);
  initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: () => Promise.resolve({ token: APP_CHECK_TOKEN, expireTimeMillis: Date.now() + 3_600_000 }) }),
    isTokenAutoRefreshEnabled: false,
  });
  openApps.add(app);
  return app;
}

function connectedFunctions(app: FirebaseApp): Functions {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const [host, port] = HOSTS.functions.split(':');
  connectFunctionsEmulator(functions, host, Number(port));
  return functions;
}

/** A separate web SDK app per user, signed in with e-mail and password like the portal does. */
export async function signedInFunctions(user: Pick<TestUser, 'email' | 'password'>): Promise<SignedInClient> {
  const app = webApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOSTS.auth}`, { disableWarnings: true });
  const signedIn = await passwordSignInWithSdk(auth, user);
  const functions = connectedFunctions(app);
  return {
    app,
    auth,
    user: signedIn,
    functions,
    call: async <Res>(name: string, data?: unknown) => (await httpsCallable<unknown, Res>(functions, name)(data)).data,
    refreshedRole: async () => (await signedIn.getIdTokenResult(true)).claims[ROLE_CLAIM],
    close: () => closeApp(app),
  };
}

/**
 * Signs in with e-mail and password as the portal does, and completes the SMS second factor of an
 * enrolled account through the SDK's resolver. The SDK's Node build has no phone provider
 * (PhoneAuthProvider and PhoneMultiFactorGenerator are browser-only), so the assertion handed to the
 * resolver sends the code over REST itself, which is what the browser's assertion does.
 */
async function passwordSignInWithSdk(auth: Auth, user: Pick<TestUser, 'email' | 'password'>): Promise<User> {
  try {
    return (await signInWithEmailAndPassword(auth, user.email, user.password)).user;
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/multi-factor-auth-required') throw err;
    const resolver = getMultiFactorResolver(auth, err as MultiFactorError);
    const hint = resolver.hints.find((factor) => factor.factorId === FactorId.PHONE);
    if (!hint) throw new Error(`${user.email} has no SMS second factor to sign in with`, { cause: err });
    const assertion = {
      factorId: FactorId.PHONE,
      _process: (_auth: Auth, session: { credential: string }) => completeSmsSignIn(user.email, session.credential, hint.uid),
    };
    return (await resolver.resolveSignIn(assertion as MultiFactorAssertion)).user;
  }
}

/** The signed-in client's Firestore on the emulator: its reads and writes go through firestore.rules. */
export function clientFirestore(client: Pick<SignedInClient, 'app'>): Firestore {
  const firestore = getFirestore(client.app);
  const [host, port] = HOSTS.firestore.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  return firestore;
}

/** A web SDK functions client with nobody signed in. */
export function guestFunctions(): { call<Res = unknown>(name: string, data?: unknown): Promise<Res>; close(): Promise<void> } {
  const app = webApp();
  const functions = connectedFunctions(app);
  return {
    call: async <Res>(name: string, data?: unknown) => (await httpsCallable<unknown, Res>(functions, name)(data)).data,
    close: () => closeApp(app),
  };
}

async function closeApp(app: FirebaseApp): Promise<void> {
  if (!openApps.delete(app)) return;
  await deleteApp(app);
}

/** Closes every web SDK app the helpers opened (afterEach/afterAll). */
export async function closeClients(): Promise<void> {
  await Promise.all([...openApps].map((app) => closeApp(app)));
}

/** Closes the Admin SDK app too (afterAll of a suite). */
export async function closeAll(): Promise<void> {
  await closeClients();
  await Promise.all(getAdminApps().filter((a) => a.name === ADMIN_APP_NAME).map((a) => deleteAdminApp(a)));
}

// ---- The callable protocol by hand ----------------------------------------------------------

export type RawCallResult<Res> = { ok: true; data: Res } | { ok: false; status: string; message: string };

/**
 * Calls a callable over plain HTTP (the protocol the web SDK speaks), for what the SDK cannot do:
 * send request headers such as X-Forwarded-For, as a proxy in front of the function would. It sends
 * the App Check placeholder unless `appCheck` is false.
 */
export async function callRaw<Res = unknown>(
  name: string,
  data: unknown,
  options: { idToken?: string; headers?: Record<string, string>; appCheck?: boolean } = {},
): Promise<RawCallResult<Res>> {
  const response = await fetch(`http://${HOSTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.idToken ? { Authorization: `Bearer ${options.idToken}` } : {}),
      ...(options.appCheck === false ? {} : { [APP_CHECK_HEADER]: APP_CHECK_TOKEN }),
      ...options.headers,
    },
    body: JSON.stringify({ data: data ?? null }),
  });
  const text = await response.text();
  let body: { result?: Res; error?: { status: string; message: string } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  // The wire says NOT_FOUND; the SDKs and HttpsError say not-found.
  if (body?.error) return { ok: false, status: body.error.status.toLowerCase().replace(/_/g, '-'), message: body.error.message };
  // Only a 200 carrying `result` is a success: the functions emulator answers a timed-out call with
  // a 500 and a body that is neither.
  if (response.ok && body && 'result' in body) return { ok: true, data: body.result as Res };
  return { ok: false, status: `http-${response.status}`, message: text.slice(0, 300) };
}

async function authRest<Res>(path: string, body: unknown): Promise<Res & { error?: { message: string } }> {
  const response = await fetch(`http://${HOSTS.auth}/identitytoolkit.googleapis.com/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Res & { error?: { message: string } };
}

type FirstFactor = { idToken: string; refreshToken: string } | { mfaPendingCredential: string; mfaEnrollmentId: string };

/** accounts:signInWithPassword: the tokens, or for an account with an SMS second factor what its second step needs. */
async function firstFactor(user: Pick<TestUser, 'email' | 'password'>): Promise<FirstFactor> {
  const first = await authRest<{ idToken?: string; refreshToken?: string; mfaPendingCredential?: string; mfaInfo?: { mfaEnrollmentId: string; phoneInfo?: string }[] }>(
    'v1/accounts:signInWithPassword',
    { email: user.email, password: user.password, returnSecureToken: true },
  );
  if (first.idToken && first.refreshToken) return { idToken: first.idToken, refreshToken: first.refreshToken };
  const factor = first.mfaInfo?.find((info) => info.phoneInfo);
  if (!first.mfaPendingCredential || !factor) throw new Error(`sign-in of ${user.email} failed: ${first.error?.message ?? 'no SMS second factor'}`);
  return { mfaPendingCredential: first.mfaPendingCredential, mfaEnrollmentId: factor.mfaEnrollmentId };
}

/**
 * Signs in over the Auth emulator's REST API (no SDK app needed): e-mail and password, then, for an
 * account with an SMS second factor, mfaSignIn start and finalize with the code the emulator lists.
 */
export async function passwordSignIn(user: Pick<TestUser, 'email' | 'password'>): Promise<{ idToken: string; refreshToken: string }> {
  const first = await firstFactor(user);
  return 'idToken' in first ? first : completeSmsSignIn(user.email, first.mfaPendingCredential, first.mfaEnrollmentId);
}

/** A second step begun and not finished: the code the emulator "sent" waits in its list until it is used. */
export interface PendingSmsSignIn {
  mfaPendingCredential: string;
  sessionInfo: string;
}

/** Signs in with the password and has the SMS code sent, stopping there (an account with a second factor). */
export async function sendSignInCode(user: Pick<TestUser, 'email' | 'password'>): Promise<PendingSmsSignIn> {
  const first = await firstFactor(user);
  if ('idToken' in first) throw new Error(`${user.email} signs in without a second factor`);
  return startSmsSignIn(user.email, first.mfaPendingCredential, first.mfaEnrollmentId);
}

async function startSmsSignIn(email: string, mfaPendingCredential: string, mfaEnrollmentId: string): Promise<PendingSmsSignIn> {
  const start = await authRest<{ phoneResponseInfo?: { sessionInfo: string } }>('v2/accounts/mfaSignIn:start', { mfaPendingCredential, mfaEnrollmentId });
  const sessionInfo = start.phoneResponseInfo?.sessionInfo;
  if (!sessionInfo) throw new Error(`second-factor sign-in of ${email} failed: ${start.error?.message}`);
  return { mfaPendingCredential, sessionInfo };
}

/** The second step of a sign-in: an SMS code for the enrolled factor, read from the emulator, sent back. */
async function completeSmsSignIn(email: string, mfaPendingCredential: string, mfaEnrollmentId: string): Promise<{ idToken: string; refreshToken: string }> {
  const { sessionInfo } = await startSmsSignIn(email, mfaPendingCredential, mfaEnrollmentId);
  const code = await verificationCodeFor(sessionInfo);
  const done = await authRest<{ idToken?: string; refreshToken?: string }>('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  });
  if (!done.idToken || !done.refreshToken) throw new Error(`second-factor sign-in of ${email} failed: ${done.error?.message}`);
  return { idToken: done.idToken, refreshToken: done.refreshToken };
}

/** An ID token straight from the Auth emulator's REST API, with the second factor where enrolled. */
export async function idTokenFor(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return (await passwordSignIn(user)).idToken;
}

/**
 * Turns the Functions emulator's background triggers off or on (the Emulator Hub's own switch). A
 * bulk seed writes thousands of documents: with its triggers off, their backlog does not keep both
 * cores busy while the bench measures the app.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const response = await fetch(`http://${emulatorAddress('hub')}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused to ${enabled ? 'enable' : 'disable'} background triggers: ${response.status}`);
}
