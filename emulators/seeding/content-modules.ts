/**
 * The contract of the content modules in emulators/seed/ (see its README): every *.ts file there
 * default-exports a SeedModule; they run in file-name order with a SeedContext.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** What every content module receives. */
export interface SeedContext {
  projectId: string;
  auth: Auth;
  db: Firestore;
  /** The default Storage bucket of the demo project. */
  bucket: Bucket;
  accounts: { admin: UserRecord; member: UserRecord; nonMember: UserRecord };
  /** The seed run's "now": records dated some days back count from it. */
  now: Date;
  log: (line: string) => void;
}

/** A file in emulators/seed/ default-exports one of these; modules run in file-name order. */
export interface SeedModule {
  name: string;
  run: (ctx: SeedContext) => Promise<void>;
}

const MODULE_DIR = new URL('../seed/', import.meta.url);

/** The content modules: emulators/seed/*.ts, except tests, declarations and files starting with "_". */
async function loadContentModules(): Promise<SeedModule[]> {
  const dir = fileURLToPath(MODULE_DIR);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.startsWith('_') && !/\.(test|spec|d)\.ts$/.test(f))
    .sort();
  const modules: SeedModule[] = [];
  for (const file of files) {
    const mod = ((await import(new URL(file, MODULE_DIR).href)) as { default?: SeedModule }).default;
    if (!mod || typeof mod.run !== 'function') throw new Error(`emulators/seed/${file} must default-export { name, run }.`);
    modules.push(mod);
  }
  return modules;
}

/** Runs every content module in order; resolves with their names. */
export async function runContentModules(ctx: SeedContext): Promise<string[]> {
  const modules = await loadContentModules();
  for (const mod of modules) {
    ctx.log(`seeding ${mod.name}`);
    await mod.run(ctx);
  }
  return modules.map((m) => m.name);
}
