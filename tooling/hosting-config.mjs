// The Hosting emulator's configuration for `npm test` and `npm run bench`, derived from firebase.json:
// the one declaration of the portal's headers and Content-Security-Policy. The derived file differs
// from firebase.json only where the emulators need it: Hosting serves the test or bench build (not
// web/dist, the production build `firebase deploy` ships), and the policy also lets the page reach
// the local emulators (connect-src; img-src for the Storage emulator's images). Nothing else.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, endpoint } from './emulator-config.mjs';

/** Written next to firebase.json (the CLI resolves rules, functions and public paths from the config's folder); git-ignored. */
export const EMULATOR_FIREBASE_CONFIG = path.join(ROOT, '.firebase.emulators.json');

/** Where `vite build --mode emulator` writes by default and the tests' Hosting emulator serves from. */
export const E2E_BUILD_DIR = path.join(ROOT, '.e2e', 'web');

const CSP = 'Content-Security-Policy';

function readFirebaseJson() {
  return JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
}

/** The browser-facing emulators' origins, from firebase.json's emulators block. */
export function emulatorOrigins() {
  return ['auth', 'firestore', 'functions', 'storage'].map((name) => {
    const { host, port } = endpoint(name);
    return `http://${host}:${port}`;
  });
}

/** The production policy of firebase.json (every path's Content-Security-Policy header). */
export function productionPolicy(config = readFirebaseJson()) {
  for (const rule of config.hosting?.headers ?? []) {
    const header = rule.headers.find((h) => h.key === CSP);
    if (header) return header.value;
  }
  throw new Error('firebase.json declares no Content-Security-Policy header');
}

/** `policy` with the emulators' origins added to connect-src, and the Storage emulator's to img-src. */
export function withEmulatorOrigins(policy) {
  const origins = emulatorOrigins();
  const storage = `http://${endpoint('storage').host}:${endpoint('storage').port}`;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      if (name === 'connect-src') return `${directive} ${origins.join(' ')}`;
      if (name === 'img-src') return `${directive} ${storage}`;
      return directive;
    })
    .join('; ');
}

/** Writes the emulators' firebase config with Hosting serving `publicDir`; returns the file's path. */
export function writeEmulatorFirebaseConfig(publicDir) {
  const config = readFirebaseJson();
  mkdirSync(publicDir, { recursive: true });
  config.hosting.public = path.relative(ROOT, publicDir);
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) if (header.key === CSP) header.value = withEmulatorOrigins(header.value);
  }
  writeFileSync(EMULATOR_FIREBASE_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_FIREBASE_CONFIG;
}
