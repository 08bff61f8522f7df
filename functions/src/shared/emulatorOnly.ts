/**
 * Switches that only the Functions emulator may turn on. The emulator starts every function with
 * FUNCTIONS_EMULATOR=true, FIREBASE_DEBUG_MODE=true and FIREBASE_DEBUG_FEATURES naming
 * `skipTokenVerification`: Google's keys are out of its reach, so the Firebase Functions SDK decodes
 * ID and App Check tokens there without verifying their signatures (and so does appCheck.ts).
 *
 * The same two debug variables on a deployed function would make every callable accept forged
 * tokens. So outside the emulator they are removed before anything reads them: index.ts imports
 * this module first, and the SDK reads FIREBASE_DEBUG_MODE once, when it is first loaded.
 * (firebase-tools refuses FIREBASE_-prefixed keys in functions/.env; this also holds for a variable
 * set on the service by other means.)
 */

/** The variables that turn the SDK's debug features on. */
export const DEBUG_SWITCHES = ['FIREBASE_DEBUG_MODE', 'FIREBASE_DEBUG_FEATURES'] as const;

type Env = Record<string, string | undefined>;

/** Whether this process runs in the Functions emulator (which alone sets FUNCTIONS_EMULATOR=true). */
export function onFunctionsEmulator(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Whether the debug feature `name` is on: only ever on the emulator. */
export function emulatorDebugFeature(name: string, env: Env = process.env): boolean {
  if (!onFunctionsEmulator(env) || env.FIREBASE_DEBUG_MODE !== 'true') return false;
  try {
    const features: unknown = JSON.parse(env.FIREBASE_DEBUG_FEATURES ?? '{}');
    return typeof features === 'object' && features !== null && (features as Record<string, unknown>)[name] === true;
  } catch {
    return false;
  }
}

/** Outside the emulator, removes the debug switches from `env`; returns the names it removed. */
export function dropDebugSwitchesOutsideEmulator(env: Env = process.env): string[] {
  if (onFunctionsEmulator(env)) return [];
  const dropped = DEBUG_SWITCHES.filter((name) => env[name] !== undefined);
  for (const name of dropped) delete env[name];
  return dropped;
}

const dropped = dropDebugSwitchesOutsideEmulator();
if (dropped.length) console.warn(`Ignored ${dropped.join(' and ')}: debug features (skipping token verification) work only in the Functions emulator.`);
