import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCode, exited, leftovers, run, startLogged, stopAll, stopChild } from './processes.mjs';

const log = () => path.join(mkdtempSync(path.join(tmpdir(), 'pmc-processes-')), 'child.log');

describe('the processes the npm scripts start', () => {
  it('run resolves with the exit code', async () => {
    expect(await run('bash', ['-c', 'exit 3'], { stdio: 'ignore' })).toBe(3);
  });

  it('stopChild stops a child and the processes it started, leaving none behind', async () => {
    // A parent that starts a grandchild in its own process group, as the emulators start Java.
    const child = startLogged('bash', ['-c', 'setsid sleep 60 & sleep 60'], { log: log() });
    await expect.poll(() => leftovers().length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await stopChild(child, { sig: 'SIGTERM', graceMs: 2000 });
    expect(exited(child)).toBe(true);
    expect(await stopAll()).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('exitCode resolves for a child that has ended already', async () => {
    const child = startLogged('bash', ['-c', 'exit 0'], { log: log() });
    expect(await exitCode(child)).toBe(0);
    expect(await exitCode(child)).toBe(0);
  });
});
