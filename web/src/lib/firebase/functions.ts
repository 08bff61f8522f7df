import type { Functions } from 'firebase/functions';
import { ensureAppCheck } from './app-check';
import { getFunctionsInstance } from './functions-instance';

/** The Functions instance for the callables that enforce App Check (every callable but the insights recorders). */
export function getAppFunctions(): Functions {
  // Before the first call: the Functions SDK then sends App Check's token with it.
  ensureAppCheck();
  return getFunctionsInstance();
}
