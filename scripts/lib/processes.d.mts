/** Types of processes.mjs (tests/e2e/global-setup.ts uses it too). */
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function startLogged(command: string, args: string[], options: { log: string; cwd?: string; env?: NodeJS.ProcessEnv }): ChildProcess;
export declare function leftovers(): number[];
export declare function exited(child: ChildProcess): boolean;
export declare function stopChild(child: ChildProcess | undefined, options?: { sig?: NodeJS.Signals; graceMs?: number }): Promise<void>;
export declare function killLeftovers(ms?: number): Promise<number[]>;
export declare function stopAll(options?: { sig?: NodeJS.Signals; graceMs?: number }): Promise<number[]>;
export declare function exitCode(child: ChildProcess): Promise<number>;
