import { describe, expect, it } from 'vitest';
import { GUESS_BUDGET } from '../common/membership';
import { CODE_SPACE, guessers, hitChance, oddsTable } from './code-odds';

describe('code odds', () => {
  it('is exact for small cases and certain when the guesses cover the space', () => {
    expect(hitChance(1, 1, 10)).toBeCloseTo(0.1);
    expect(hitChance(2, 2, 4)).toBeCloseTo(1 - (2 / 4) * (1 / 3));
    expect(hitChance(1, 10, 10)).toBe(1);
    expect(hitChance(5, 0)).toBe(0);
  });

  it("matches the documented figure: 50 live codes, one address's 100 daily guesses, about 43 %", () => {
    expect(GUESS_BUDGET.address.at(-1)?.max).toBe(100);
    expect(hitChance(50, 100, CODE_SPACE)).toBeCloseTo(0.43, 2);
  });

  it('bounds one address by its own budget, not by accounts times the account budget', () => {
    const [account, address] = guessers();
    expect(account.guesses).toBe(20);
    expect(address.guesses).toBe(100);
    expect(oddsTable().split('\n')).toHaveLength(2 + guessers().length);
  });
});
