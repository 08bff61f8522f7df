import { describe, expect, it } from 'vitest';
import { GUESS_BUDGET, GUESS_HISTORY_MS } from '@common/membership';
import { evaluateBudget, pruneFailures } from './guessBudget';

const MIN = 60_000;
const now = Date.UTC(2026, 0, 5, 12, 0);
const ago = (ms: number) => now - ms;

describe('evaluateBudget', () => {
  const account = GUESS_BUDGET.account;

  it('allows up to the window maximum, then refuses until the oldest failure in the window expires', () => {
    const four = [ago(10 * MIN), ago(8 * MIN), ago(5 * MIN), ago(1 * MIN)];
    expect(evaluateBudget(four, account, now)).toEqual({ allowed: true });
    const five = [...four, ago(30_000)];
    expect(evaluateBudget(five, account, now)).toEqual({ allowed: false, retryAt: ago(10 * MIN) + 15 * MIN });
  });

  it('forgets failures older than the window', () => {
    const old = [ago(40 * MIN), ago(35 * MIN), ago(30 * MIN), ago(20 * MIN), ago(16 * MIN)];
    expect(evaluateBudget(old, account, now)).toEqual({ allowed: true });
  });

  it('applies the daily window too, and answers with the later of the retry times', () => {
    // 20 failures spread over the day, none in the last 15 minutes.
    const day = Array.from({ length: 20 }, (_, i) => ago(23 * 60 * MIN - i * 60 * MIN));
    expect(evaluateBudget(day, account, now)).toEqual({ allowed: false, retryAt: day[0] + 24 * 60 * MIN });
    // Both windows full: the daily one decides.
    const both = [...day.slice(5), ago(4 * MIN), ago(3 * MIN), ago(2 * MIN), ago(1 * MIN), ago(30_000)];
    const verdict = evaluateBudget(both, account, now);
    expect(verdict).toEqual({ allowed: false, retryAt: Math.min(...both) + 24 * 60 * MIN });
  });

  it('gives addresses a larger budget than accounts', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ago(i * MIN));
    expect(evaluateBudget(ten, account, now).allowed).toBe(false);
    expect(evaluateBudget(ten, GUESS_BUDGET.address, now).allowed).toBe(true);
  });
});

describe('pruneFailures', () => {
  it('keeps finite numbers of the last day, oldest first', () => {
    const raw = [ago(MIN), 'x', null, ago(GUESS_HISTORY_MS + 1), ago(2 * MIN), Number.NaN, ago(GUESS_HISTORY_MS - 1)];
    expect(pruneFailures(raw, now)).toEqual([ago(GUESS_HISTORY_MS - 1), ago(2 * MIN), ago(MIN)]);
  });
  it('treats anything but an array as no history', () => {
    for (const raw of [undefined, null, 5, 'abc', { a: 1 }]) expect(pruneFailures(raw, now)).toEqual([]);
  });
});
