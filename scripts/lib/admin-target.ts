/**
 * Where a one-off admin command runs: the local emulators (the default; start them with npm start)
 * or, with `--project <id>`, that real project with the service-account key that
 * GOOGLE_APPLICATION_CREDENTIALS points at. Used by `npm run admin:grant`, `npm run saved:backfill`
 * and `npm run files:revoke-tokens`.
 */
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';
import { DEMO_PROJECT_ID } from '../../emulators/demo-accounts';
import { emulatorAddress, useEmulatorEnv } from '../../tooling/emulator-config.mjs';

/** A refusal to run that the command prints as its one line. */
export class CliError extends Error {}

/** The emulator variables a shell may still hold: they must not redirect a real project's run. */
const EMULATOR_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST'];

export interface AdminTarget {
  app: App;
  /** "the local emulators" or "project <id>", for the command's report. */
  label: string;
  /** The default Storage bucket's name. */
  bucket: string;
  emulators: boolean;
}

/** `--project <id>` and `--bucket <name>` (either as `--name=value`); anything else is refused. */
export function parseTargetArgs(argv: string[], usage: string): { project: string | null; bucket: string | null } {
  const values: Record<string, string | null> = { '--project': null, '--bucket': null };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(name in values)) throw new CliError(usage);
    const value = inline ?? argv[++i];
    if (!value || value.startsWith('--')) throw new CliError(`${name} needs a value. ${usage}`);
    values[name] = value;
  }
  if (values['--bucket'] && !values['--project']) throw new CliError(`--bucket goes with --project. ${usage}`);
  return { project: values['--project']!, bucket: values['--bucket']! };
}

async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The firebase-admin app of the target. On a real project the bucket is `--bucket`, or
 * `<project>.appspot.com` as web/.env.example names it; on the emulators the demo project's.
 */
/** The variable that points the Admin SDK at each emulator. */
const EMULATOR_HOST_VARIABLE = { auth: 'FIREBASE_AUTH_EMULATOR_HOST', firestore: 'FIRESTORE_EMULATOR_HOST', storage: 'FIREBASE_STORAGE_EMULATOR_HOST' } as const;

export async function connectTarget(
  name: string,
  { project, bucket }: { project: string | null; bucket: string | null },
  needs: (keyof typeof EMULATOR_HOST_VARIABLE)[],
): Promise<AdminTarget> {
  if (project) {
    if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      throw new CliError(`Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of ${project} (or leave out --project to use the local emulators).`);
    }
    for (const variable of EMULATOR_VARIABLES) delete process.env[variable];
    const storageBucket = bucket ?? `${project}.appspot.com`;
    const app = initializeApp({ credential: applicationDefault(), projectId: project, storageBucket }, name);
    return { app, label: `project ${project}`, bucket: storageBucket, emulators: false };
  }
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // no credentials to look up for the emulators
  useEmulatorEnv();
  const hosts = needs.map((emulator) => process.env[EMULATOR_HOST_VARIABLE[emulator]] ?? emulatorAddress(emulator));
  if (!(await Promise.all(hosts.map(reachable))).every(Boolean)) {
    throw new CliError('The emulators are not running. Start the portal first: npm start');
  }
  const storageBucket = `${DEMO_PROJECT_ID}.appspot.com`;
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, storageBucket }, name);
  return { app, label: 'the local emulators', bucket: storageBucket, emulators: true };
}

/** Runs a command's main: exit code 0 when it finished, 1 with its one-line reason otherwise. */
export function runCommand(main: () => Promise<void>, failure: string): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof CliError ? error.message : `${failure}: ${(error as Error)?.message ?? error}`;
      console.error(message.split('\n')[0]);
      process.exit(1);
    },
  );
}
