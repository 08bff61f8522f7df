/**
 * Options every deployed function shares, set once before any function is declared (index.ts
 * imports this first): the region, a cap on instances so a flood of requests cannot run up the
 * bill (with the budget alert of docs/deploy.md), and a small memory size and timeout.
 */
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2/options';
import { REGION } from './shared/callable';

export const GLOBAL_OPTIONS = {
  region: REGION,
  maxInstances: 10,
  memory: '256MiB',
  timeoutSeconds: 60,
} as const satisfies GlobalOptions;

setGlobalOptions(GLOBAL_OPTIONS);
