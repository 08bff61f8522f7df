import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { EMULATOR_PORTS, emulatorHost, functionsRegion, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let functions: Functions | undefined;

/**
 * The app's one Functions instance, without setting up App Check: the insights recorders
 * (insights.ts) call through it so that a reading page does not start App Check, whose provider
 * loads Google's reCAPTCHA script in production (docs/decisions/0036-first-party-insights.md).
 * Once App Check is set up (functions.ts, a file), the SDK sends its token on every call of this
 * instance too.
 */
export function getFunctionsInstance(): Functions {
  if (!functions) {
    functions = getFunctions(getFirebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
  }
  return functions;
}
