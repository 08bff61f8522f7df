// The emulator suite as firebase.json and .firebaserc declare it: the one reader of their ports and
// project id. Plain JavaScript so that the npm scripts (plain node) and the TypeScript of the tests,
// the bench and the seed (emulator-config.d.ts) all read the same thing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The emulators the portal uses; the functions emulator also opens the eventarc and tasks ports. */
export const EMULATORS = ['auth', 'firestore', 'functions', 'storage'];

const LABELS = {
  auth: 'Auth emulator',
  firestore: 'Firestore emulator',
  functions: 'Functions emulator',
  storage: 'Storage emulator',
  hosting: 'Hosting emulator',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
  eventarc: 'Eventarc emulator',
  tasks: 'Cloud Tasks emulator',
};
/** The Firestore emulator's websocket port when firebase.json names none (the CLI's default). */
const FIRESTORE_WEBSOCKET_DEFAULT = 9150;

function readJson(file) {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
}

/** The project id the CLI uses: .firebaserc's default (a demo- id, so nothing reaches a real project). */
export function projectId() {
  return readJson('.firebaserc').projects?.default ?? 'demo-pmc';
}

/** Every address the emulator suite listens on, read from firebase.json. */
export function emulatorEndpoints() {
  const config = readJson('firebase.json').emulators ?? {};
  const endpoints = Object.keys(LABELS).map((name) => {
    if (!config[name]?.port) throw new Error(`firebase.json names no port for the ${name} emulator`);
    return { name, label: LABELS[name], host: config[name].host ?? '127.0.0.1', port: Number(config[name].port) };
  });
  endpoints.push({
    name: 'firestore-websocket',
    label: 'Firestore emulator websocket',
    host: config.firestore.host ?? '127.0.0.1',
    port: Number(config.firestore.websocketPort ?? FIRESTORE_WEBSOCKET_DEFAULT),
  });
  return endpoints;
}

export function endpoint(name) {
  const found = emulatorEndpoints().find((e) => e.name === name);
  if (!found) throw new Error(`No emulator called ${name}`);
  return found;
}

/** "host:port" of one emulator, as the *_EMULATOR_HOST variables spell it. */
export function emulatorAddress(name) {
  const { host, port } = endpoint(name);
  return `${host}:${port}`;
}

/**
 * The variables `firebase emulators:exec` gives its script, for processes started by other means
 * (npm start's seed, the bench, `npm run seed`, a test file run on its own).
 */
export function emulatorClientEnv() {
  return {
    GCLOUD_PROJECT: projectId(),
    FIRESTORE_EMULATOR_HOST: emulatorAddress('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorAddress('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: emulatorAddress('storage'),
    STORAGE_EMULATOR_HOST: `http://${emulatorAddress('storage')}`,
    FIREBASE_EMULATOR_HUB: emulatorAddress('hub'),
    FUNCTIONS_EMULATOR_HOST: emulatorAddress('functions'),
  };
}

/** Sets every emulator variable this process lacks (those already set win, as under emulators:exec). */
export function useEmulatorEnv() {
  for (const [key, value] of Object.entries(emulatorClientEnv())) process.env[key] ??= value;
}
