import { describe, expect, it } from 'vitest';
import { CODE_MAX, CODE_MIN, CODE_PATTERN } from '@common/membership';
import { drawCodes, freeCodes } from './freeCodes';

describe('freeCodes', () => {
  it('lists every code of the range that does not exist, ascending', () => {
    const free = freeCodes(new Set(['1000', '1002', '9999', '0123']));
    expect(free).toHaveLength(CODE_MAX - CODE_MIN + 1 - 3);
    expect(free.slice(0, 3)).toEqual(['1001', '1003', '1004']);
    expect(free.at(-1)).toBe('9998');
    for (const code of free) expect(code).toMatch(CODE_PATTERN);
  });

  it('is empty when every code exists', () => {
    const all = new Set(Array.from({ length: CODE_MAX - CODE_MIN + 1 }, (_, i) => String(CODE_MIN + i)));
    expect(freeCodes(all)).toEqual([]);
  });
});

describe('drawCodes', () => {
  it('draws distinct codes from the free ones only', () => {
    const free = ['1111', '2222', '3333', '4444', '5555'];
    const drawn = drawCodes(free, 3);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    for (const code of drawn) expect(free).toContain(code);
  });

  it('can take every free code, and refuses to take more', () => {
    expect(drawCodes(['1111', '2222'], 2).sort()).toEqual(['1111', '2222']);
    expect(() => drawCodes(['1111'], 2)).toThrow(RangeError);
  });

  it('uses the random source it is given, and does not change its input', () => {
    const free = ['1111', '2222', '3333'];
    // Always the first remaining: the free codes in order.
    expect(drawCodes(free, 3, () => 0)).toEqual(['1111', '2222', '3333']);
    // Always the last remaining: the last one first, then the one swapped into its place.
    expect(drawCodes(free, 2, (max) => max - 1)).toEqual(['3333', '1111']);
    expect(free).toEqual(['1111', '2222', '3333']);
  });

  it('draws from the whole range with node:crypto', () => {
    const drawn = drawCodes(freeCodes(new Set()), 100);
    expect(new Set(drawn).size).toBe(100);
    for (const code of drawn) expect(Number(code)).toBeGreaterThanOrEqual(CODE_MIN);
  });
});
