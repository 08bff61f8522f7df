import { describe, expect, it } from 'vitest';
import { onRequest } from 'firebase-functions/v2/https';
import { GLOBAL_OPTIONS } from './options';

describe('the functions’ global options', () => {
  it('apply to a function declared after them: region, instance cap, memory, timeout', () => {
    const fn = onRequest((_req, res) => void res.end());
    expect(fn.__endpoint).toMatchObject({
      region: [GLOBAL_OPTIONS.region],
      maxInstances: GLOBAL_OPTIONS.maxInstances,
      availableMemoryMb: 256,
      timeoutSeconds: GLOBAL_OPTIONS.timeoutSeconds,
    });
  });
});
