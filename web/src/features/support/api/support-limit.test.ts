import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore/lite';
import { SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { nextCount, SupportLimitReached } from './support-limit';

const HOUR = 60 * 60 * 1000;
const start = Timestamp.fromMillis(Date.UTC(2026, 10, 24, 9));
const now = start.toMillis() + 3 * HOUR;

describe("the day's count sent with a request or follow-up", () => {
  it('starts a day at the server time with nothing stored, or when the stored day is over', () => {
    for (const stored of [undefined, { window_start: start, count: SUPPORT_MESSAGES_PER_DAY, last: 'x' }]) {
      const next = nextCount(stored, stored ? start.toMillis() + 25 * HOUR : now, 't1');
      expect(next).toMatchObject({ count: 1, last: 't1' });
      expect(next.window_start).not.toBeInstanceOf(Timestamp);
    }
  });

  it('counts one more in the same day, keeping its start, and names the message', () => {
    expect(nextCount({ window_start: start, count: 3, last: 'old' }, now, 't1/m2')).toEqual({ window_start: start, count: 4, last: 't1/m2' });
  });

  it(`refuses the ${SUPPORT_MESSAGES_PER_DAY + 1}th in a day, saying when the day ends`, () => {
    const full = { window_start: start, count: SUPPORT_MESSAGES_PER_DAY, last: 'x' };
    let thrown: unknown;
    try {
      nextCount(full, now, 't2');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SupportLimitReached);
    expect((thrown as SupportLimitReached).until).toEqual(new Date(start.toMillis() + 24 * HOUR));
  });

  it('takes the other answer when told (the server disagreed about the day)', () => {
    const stored = { window_start: start, count: 2, last: 'x' };
    expect(nextCount(stored, now, 't3', { newDay: true })).toMatchObject({ count: 1 });
    expect(nextCount(stored, start.toMillis() + 25 * HOUR, 't3', { newDay: false })).toEqual({ window_start: start, count: 3, last: 't3' });
  });
});
