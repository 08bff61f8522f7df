/**
 * Which codes a generation may still use, and drawing from them with a cryptographic random source
 * (docs/decisions/0002-membership-codes.md). Pure functions: generateMembershipCodes reads what
 * exists and writes the result.
 */
import { randomInt } from 'node:crypto';
import { CODE_MAX, CODE_MIN } from '@common/membership';

/** Every code of CODE_MIN..CODE_MAX that is not in `existing`, in ascending order. */
export function freeCodes(existing: ReadonlySet<string>): string[] {
  const free: string[] = [];
  for (let n = CODE_MIN; n <= CODE_MAX; n++) {
    const code = String(n);
    if (!existing.has(code)) free.push(code);
  }
  return free;
}

/**
 * `count` distinct codes drawn uniformly at random from `free` (a partial Fisher-Yates shuffle with
 * node:crypto's randomInt), in the order drawn. `free` must hold at least `count` codes.
 */
export function drawCodes(free: readonly string[], count: number, random: (max: number) => number = randomInt): string[] {
  if (count > free.length) throw new RangeError(`cannot draw ${count} codes from ${free.length}`);
  const pool = [...free];
  for (let i = 0; i < count; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
