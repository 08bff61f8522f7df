import { describe, expect, it } from 'vitest';
import { ATTACKER_NETWORKS, breakerGuesses, budgetGuesses, CODE_SPACE, guessers, hitChance, oddsTable, unboundOddsLine } from '../common/code-odds';
import { CODE_BREAKER, GUESS_BUDGET, NETWORK_BUDGET_FACTOR } from '../common/membership';
import { report } from './code-odds';

describe('code odds', () => {
  it('is exact for small cases, nothing without live codes or guesses, and certain when the guesses cover the space', () => {
    expect(hitChance(1, 1, 10)).toBeCloseTo(0.1);
    expect(hitChance(2, 2, 4)).toBeCloseTo(1 - (2 / 4) * (1 / 3));
    expect(hitChance(1, 10, 10)).toBe(1);
    expect(hitChance(5, 0)).toBe(0);
    expect(hitChance(0, CODE_SPACE)).toBe(0);
  });

  it('counts the budgets a day: 20 per account, 100 per address, five times that per /48', () => {
    expect(budgetGuesses(GUESS_BUDGET.account)).toBe(20);
    expect(budgetGuesses(GUESS_BUDGET.address)).toBe(100);
    expect(NETWORK_BUDGET_FACTOR).toBe(5);
    expect(budgetGuesses(GUESS_BUDGET.network)).toBe(500);
  });

  it('models the breaker as it counts: the current bucket and the window before it hold at most threshold - 1', () => {
    // 10 one-minute buckets of window plus the current one: 99 per 11 minutes.
    expect(breakerGuesses(CODE_BREAKER)).toBe(Math.floor((99 * 24 * 60) / 11));
    expect(breakerGuesses({ ...CODE_BREAKER, threshold: 12 }, 11 * 60_000)).toBe(11);
  });

  it('states the strongest guesser honestly: many networks are held by the breaker alone, which lets every code be tried in a day', () => {
    const strongest = guessers().at(-1)!;
    expect(strongest.who).toContain(ATTACKER_NETWORKS.toLocaleString('en-US'));
    expect(strongest.guesses).toBe(breakerGuesses());
    expect(strongest.guesses).toBeGreaterThan(CODE_SPACE);
    expect(hitChance(10, strongest.guesses)).toBe(1);
    expect(hitChance(50, strongest.guesses)).toBe(1);
  });

  it('prints one row per guesser, bound codes at 0 % in each, and the line the Generate form shows', () => {
    const rows = oddsTable().split('\n').slice(2);
    expect(rows).toHaveLength(guessers().length);
    for (const row of rows) expect(row.split('|')[3].trim()).toBe('0.0 %');
    expect(rows[2]).toContain('| 500 |');
    expect(report()).toContain(oddsTable());
    expect(unboundOddsLine()).toMatch(/^Anyone who has it can redeem it.* 100\.0 % .*100\.0 % with 50\)\.$/);
  });
});
