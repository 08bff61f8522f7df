/**
 * A production build refuses an App Check debug token (vite.config.ts releaseBuildRefusal): through
 * Vite's own config resolution of this file, as `vite build` starts, and as a pure decision.
 */
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseBuildRefusal, UNFOLLOWED_MODULES } from './vite.config';

const WEB = fileURLToPath(new URL('.', import.meta.url));
const TOKEN = 'VITE_APP_CHECK_DEBUG_TOKEN';

/** Resolves web/vite.config.ts as `vite build --mode <mode>` (or the server) does, before building anything. */
const resolve = (mode: string, command: 'build' | 'serve' = 'build') =>
  resolveConfig({ root: WEB, configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)), mode, logLevel: 'silent' }, command);

afterEach(() => {
  delete process.env[TOKEN];
});

describe('an App Check debug token', () => {
  it('stops a production build before it starts, naming the setting', async () => {
    process.env[TOKEN] = '11111111-2222-4333-8444-555555555555';
    await expect(resolve('production')).rejects.toThrow(/VITE_APP_CHECK_DEBUG_TOKEN is set for a production-mode build/);
  }, 60_000);

  it('does not stop the emulator build or the development server', async () => {
    process.env[TOKEN] = '11111111-2222-4333-8444-555555555555';
    await expect(resolve('emulator')).resolves.toMatchObject({ mode: 'emulator' });
    await expect(resolve('development', 'serve')).resolves.toMatchObject({ mode: 'development' });
  }, 60_000);

  it('absent, the production build goes ahead', async () => {
    await expect(resolve('production')).resolves.toMatchObject({ mode: 'production' });
  }, 60_000);

  it('refuses every build written to dist/ and a production-mode server; allows the rest', () => {
    const env = { [TOKEN]: 'token' };
    expect(releaseBuildRefusal('production', 'build', env)).toMatch(/production-mode build/);
    expect(releaseBuildRefusal('staging', 'build', env)).toMatch(/staging-mode build/);
    expect(releaseBuildRefusal('development', 'build', env)).toMatch(/development-mode build/);
    expect(releaseBuildRefusal('production', 'serve', env)).toMatch(/production-mode server/);
    expect(releaseBuildRefusal('emulator', 'build', env)).toBeNull();
    expect(releaseBuildRefusal('development', 'serve', env)).toBeNull();
    expect(releaseBuildRefusal('test', 'serve', env)).toBeNull();
    expect(releaseBuildRefusal('production', 'build', { [TOKEN]: '' })).toBeNull();
    expect(releaseBuildRefusal('production', 'build', {})).toBeNull();
  });
});

describe('the first chunks do not follow barrel members the app never calls (UNFOLLOWED_MODULES)', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? sources(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('each module is still where the list says, so the rule still applies', () => {
    for (const module of UNFOLLOWED_MODULES) expect(existsSync(fileURLToPath(new URL(`../node_modules/${module}`, import.meta.url))), module).toBe(true);
  });

  it('no source of the app imports or calls them', () => {
    const names = UNFOLLOWED_MODULES.map((module) => module.split('/').pop()!.replace(/\.mjs$/, ''));
    const users = sources(join(WEB, 'src')).filter((file) => names.some((name) => readFileSync(file, 'utf8').includes(name)));
    expect(users).toEqual([]);
  });
});
