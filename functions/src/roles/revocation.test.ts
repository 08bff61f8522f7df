import { describe, expect, it } from 'vitest';
import { cutoffSeconds, signedInBeforeCutoff } from './revocation';

describe('the revocation cut-off', () => {
  it('is the second of the removal', () => {
    expect(cutoffSeconds(1_800_000_000_999)).toBe(1_800_000_000);
  });

  it.each([
    ['no cut-off', 0, undefined, false],
    ['a sign-in before it', 99, { not_before: 100 }, true],
    ['a sign-in in its second', 100, { not_before: 100 }, false],
    ['a sign-in after it', 101, { not_before: 100 }, false],
    ['a token without a sign-in time', undefined, { not_before: 100 }, true],
    ['a cut-off without a time', 0, {}, false],
  ])('%s', (_name, authTime, cutoff, refused) => {
    expect(signedInBeforeCutoff(authTime, cutoff)).toBe(refused);
  });
});
