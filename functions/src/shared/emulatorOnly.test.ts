import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { tokenVerificationSkipped } from './appCheck';
import { dropDebugSwitchesOutsideEmulator, emulatorDebugFeature } from './emulatorOnly';

/** What the Functions emulator gives every function (firebase-tools' functionsEmulator.js). */
const EMULATOR_ENV = {
  FUNCTIONS_EMULATOR: 'true',
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
};
/** The same debug switches on a deployed function (no FUNCTIONS_EMULATOR). */
const DEPLOYED_WITH_SWITCHES = { FIREBASE_DEBUG_MODE: EMULATOR_ENV.FIREBASE_DEBUG_MODE, FIREBASE_DEBUG_FEATURES: EMULATOR_ENV.FIREBASE_DEBUG_FEATURES };

describe('skipping token verification', () => {
  it('is honoured on the Functions emulator', () => {
    expect(tokenVerificationSkipped(EMULATOR_ENV)).toBe(true);
  });

  it('is ignored anywhere else, whatever the debug variables say', () => {
    expect(tokenVerificationSkipped(DEPLOYED_WITH_SWITCHES)).toBe(false);
    expect(tokenVerificationSkipped({ ...DEPLOYED_WITH_SWITCHES, FUNCTIONS_EMULATOR: 'false' })).toBe(false);
    expect(tokenVerificationSkipped({ FIREBASE_DEBUG_FEATURES: EMULATOR_ENV.FIREBASE_DEBUG_FEATURES })).toBe(false);
    expect(tokenVerificationSkipped({})).toBe(false);
  });

  it('needs the feature itself, as a JSON true', () => {
    expect(emulatorDebugFeature('skipTokenVerification', { ...EMULATOR_ENV, FIREBASE_DEBUG_FEATURES: '{"enableCors":true}' })).toBe(false);
    expect(emulatorDebugFeature('skipTokenVerification', { ...EMULATOR_ENV, FIREBASE_DEBUG_FEATURES: '{"skipTokenVerification":"yes"}' })).toBe(false);
    expect(emulatorDebugFeature('skipTokenVerification', { ...EMULATOR_ENV, FIREBASE_DEBUG_FEATURES: 'not json' })).toBe(false);
    expect(emulatorDebugFeature('skipTokenVerification', { ...EMULATOR_ENV, FIREBASE_DEBUG_MODE: 'false' })).toBe(false);
  });

  it('outside the emulator, the switches are removed from the environment; on it, kept', () => {
    const deployed: Record<string, string | undefined> = { ...DEPLOYED_WITH_SWITCHES, OTHER: 'kept' };
    expect(dropDebugSwitchesOutsideEmulator(deployed)).toEqual(['FIREBASE_DEBUG_MODE', 'FIREBASE_DEBUG_FEATURES']);
    expect(deployed).toEqual({ OTHER: 'kept' });
    const emulator: Record<string, string | undefined> = { ...EMULATOR_ENV };
    expect(dropDebugSwitchesOutsideEmulator(emulator)).toEqual([]);
    expect(emulator).toEqual(EMULATOR_ENV);
  });
});

describe('the deployed bundle', () => {
  const functionsDir = fileURLToPath(new URL('../..', import.meta.url));
  // The SDK module that every callable asks whether to skip verification (an absolute path: the
  // package's exports map does not name it, and the bundle loads this very file).
  const sdkDebug = createRequire(`${functionsDir}/`).resolve('firebase-functions/v2/https').replace(/v2[\\/]providers[\\/]https\.js$/, 'common/debug.js');

  /** Loads the functions as build.mjs bundles them, with `env`; what the SDK then says about skipping verification. */
  async function sdkSkipsVerification(env: Record<string, string>): Promise<boolean> {
    const bundle = await build({
      entryPoints: ['src/index.ts'],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      absWorkingDir: functionsDir,
    });
    const check = `\nprocess.stdout.write(JSON.stringify(require(${JSON.stringify(sdkDebug)}).isDebugFeatureEnabled('skipTokenVerification')));\n`;
    const { PATH, HOME } = process.env;
    const child = spawnSync(process.execPath, ['-'], {
      cwd: functionsDir,
      input: bundle.outputFiles[0]!.text + check,
      env: { PATH, HOME, METADATA_SERVER_DETECTION: 'none', GCLOUD_PROJECT: 'demo-bundle-check', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (child.status !== 0) throw new Error(`the bundle failed to load: ${child.stderr}`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as boolean;
  }

  it('keeps the SDK from skipping token verification when the debug switches are set outside the emulator', async () => {
    expect(await sdkSkipsVerification(DEPLOYED_WITH_SWITCHES)).toBe(false);
  }, 60_000);

  it('drops the switches before anything else loads: emulatorOnly is the first import of index.ts', () => {
    const firstImport = /^(?:import|export)\s[^;]*?['"]([^'"]+)['"]/m.exec(readFileSync(`${functionsDir}/src/index.ts`, 'utf8'));
    expect(firstImport?.[1]).toBe('./shared/emulatorOnly');
  });

  it('lets the emulator skip it, as the local suite needs', async () => {
    expect(await sdkSkipsVerification(EMULATOR_ENV)).toBe(true);
  }, 60_000);
});
