/// <reference types="vite/client" />
// (the web app's env.ts reads import.meta.env, typed by Vite)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS } from '../web/src/config/env';
import { emulatorAddress, emulatorClientEnv, emulatorEndpoints, endpoint } from './emulator-config.mjs';

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};
const webEnv = readFileSync(new URL('../web/.env.emulator', import.meta.url), 'utf8');

describe('the emulator ports, read from firebase.json in one place', () => {
  it('lists every emulator of firebase.json with its host and port', () => {
    for (const { name, host, port } of emulatorEndpoints().filter((e) => e.name !== 'firestore-websocket')) {
      expect({ name, host, port }).toEqual({ name, host: firebaseJson.emulators[name].host, port: firebaseJson.emulators[name].port });
    }
  });

  it('gives the client variables the same addresses', () => {
    const env = emulatorClientEnv();
    expect(env.FIRESTORE_EMULATOR_HOST).toBe(emulatorAddress('firestore'));
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe(`${endpoint('auth').host}:${endpoint('auth').port}`);
    expect(env.STORAGE_EMULATOR_HOST).toBe(`http://${emulatorAddress('storage')}`);
  });

  // Vite cannot read firebase.json at run time: the web app keeps its own copy, checked here.
  it('agrees with the web app (web/src/config/env.ts and web/.env.emulator)', () => {
    for (const [name, port] of Object.entries(EMULATOR_PORTS)) expect([name, port]).toEqual([name, firebaseJson.emulators[name].port]);
    expect(webEnv).toMatch(new RegExp(`^VITE_EMULATOR_HOST=${endpoint('auth').host.replace(/\./g, '\\.')}$`, 'm'));
  });
});
