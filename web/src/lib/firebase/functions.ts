import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { EMULATOR_PORTS, emulatorHost, functionsRegion, useEmulators } from '@/config/env';
import { getFirebaseApp } from './app';

let functions: Functions | undefined;

export function getAppFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(getFirebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
  }
  return functions;
}
