/**
 * Clients of the local emulators for the tests and the bench: Admin SDK access for setup and
 * inspection, the emulators' REST endpoints (clearing the demo project, sign-in tokens, e-mails
 * "sent"), accounts, clients signed in with the web SDK the way the portal calls its functions,
 * and the callable protocol by hand.
 *
 * Inside `firebase emulators:exec` the *_EMULATOR_HOST variables are set; elsewhere they come from
 * firebase.json (emulator-config.mjs).
 */
import { deleteApp as deleteAdminApp, getApps as getAdminApps, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth, type User } from 'firebase/auth';
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

export async function listOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes: HTTP ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** An SMS code the Auth emulator "sent" for a second-factor enrollment or sign-in (newest last). */
export interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

export async function listVerificationCodes(): Promise<VerificationCode[]> {
  const response = await fetch(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  if (!response.ok) throw new Error(`Auth emulator verificationCodes: HTTP ${response.status}`);
  return ((await response.json()) as { verificationCodes?: VerificationCode[] }).verificationCodes ?? [];
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
}

let userCounter = 0;

/** An Auth account (and, given `role`, its claim; profiles are the functions' business). */
export async function createUser(options: Partial<Omit<TestUser, 'uid'>> & { emailVerified?: boolean; role?: Role } = {}): Promise<TestUser> {
  const n = ++userCounter;
  const email = options.email ?? `user${n}-${Date.now()}@pmc-tests.test`;
  const password = options.password ?? `Password#${n}x`;
  const name = options.name ?? `Test User ${n}`;
  const record = await adminAuth().createUser({ email, password, displayName: name, emailVerified: options.emailVerified ?? false });
  if (options.role) await adminAuth().setCustomUserClaims(record.uid, { [ROLE_CLAIM]: options.role });
  return { uid: record.uid, email, password, name };
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
  const { user: signedIn } = await signInWithEmailAndPassword(auth, user.email, user.password);
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

/** An ID token straight from the Auth emulator's REST API (no SDK app needed). */
export async function idTokenFor(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${user.email} failed: ${body.error?.message}`);
  return body.idToken;
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
