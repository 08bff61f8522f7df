import { describe, expect, it } from 'vitest';
import { cutoffSeconds, lastRemoval, removalCutoffDoc, signedInBeforeCutoff } from './revocation';

describe('the revocation cut-off', () => {
  it('is the second after the removal: a sign-in in the removal’s own second came before it', () => {
    expect(cutoffSeconds(1_800_000_000_000)).toBe(1_800_000_001);
    expect(cutoffSeconds(1_800_000_000_999)).toBe(1_800_000_001);
    expect(signedInBeforeCutoff(1_800_000_000, { not_before: cutoffSeconds(1_800_000_000_999) })).toBe(true);
  });

  it('of a removal never moves a cut-off back, and records the removal', () => {
    expect(removalCutoffDoc(undefined, 1_800_000_000_500)).toMatchObject({ not_before: 1_800_000_001, removed_at: 1_800_000_001 });
    expect(removalCutoffDoc({ not_before: 1_900_000_000 }, 1_800_000_000_500)).toMatchObject({ not_before: 1_900_000_000, removed_at: 1_900_000_000 });
  });

  it.each([
    ['no cut-off', undefined, null],
    ['a password change only', { not_before: 100, removed_at: null }, null],
    ['a removal, then a password change', { not_before: 200, removed_at: 100 }, 100],
    ['a cut-off stored before removals were told apart (counts as a removal in its second)', { not_before: 100 }, 101],
  ])('the last removal: %s', (_name, cutoff, removal) => {
    expect(lastRemoval(cutoff)).toBe(removal);
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
