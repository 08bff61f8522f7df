// Where things are on disk for the npm scripts: the repository, the binaries they run, the logs,
// and the web app's ports (the emulators' ports are firebase.json's: tooling/emulator-config.mjs).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOG_DIR = path.join(ROOT, 'emulators', '.logs');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const VITE_BIN = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const VITEST_BIN = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
export const WEB_DIR = path.join(ROOT, 'web');
/** The web app's address: the dev server of `npm start`, the production preview of the tests and the bench. */
export const WEB_HOST = '127.0.0.1';
export const WEB_DEV_PORT = 5173;
export const WEB_PREVIEW_PORT = 4173;

/** emulators/.logs/<name>, the folder created when missing. */
export function logFile(name) {
  mkdirSync(LOG_DIR, { recursive: true });
  return path.join(LOG_DIR, name);
}

/** A path as the person at the terminal would type it. */
export function relative(file) {
  return path.relative(process.cwd(), file) || file;
}

/** The last lines of a log file, for a failure message. */
export function tail(file, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
