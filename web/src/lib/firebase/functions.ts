import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { EMULATOR_PORTS, emulatorHost, functionsRegion, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';
import { ensureAppCheck } from './app-check';

let functions: Functions | undefined;

export function getAppFunctions(): Functions {
  if (!functions) {
    // Before the first call: every callable enforces App Check.
    ensureAppCheck();
    functions = getFunctions(getFirebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
  }
  return functions;
}
