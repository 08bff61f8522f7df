/**
 * `npm run code-odds`: a guesser's chance of finding at least one live unbound membership code with
 * the budgets configured in common/membership.ts (GUESS_BUDGET, CODE_BREAKER), for the
 * code-guessing odds of docs/security.md. Guesses are taken without repeats from
 * CODE_MIN..CODE_MAX, so the chance of no hit in n guesses with `live` codes among `space` is
 * C(space - live, n) / C(space, n).
 */
import { pathToFileURL } from 'node:url';
import { CODE_BREAKER, CODE_MAX, CODE_MIN, GUESS_BUDGET } from '../common/membership';

export const CODE_SPACE = CODE_MAX - CODE_MIN + 1;
export const LIVE_CODES = [10, 50, 200] as const;
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** P(at least one of `live` codes among `space` is hit by `guesses` distinct guesses). */
export function hitChance(live: number, guesses: number, space = CODE_SPACE): number {
  if (guesses >= space - live + 1) return 1;
  let miss = 1;
  for (let i = 0; i < guesses; i++) miss *= (space - live - i) / (space - i);
  return 1 - miss;
}

const dailyMax = (windows: readonly { windowMs: number; max: number }[]) => Math.min(...windows.map((w) => w.max * Math.max(1, DAY / w.windowMs)));

/** Who guesses, and how many guesses the configuration lets them make. */
export function guessers(): { who: string; guesses: number }[] {
  const belowBreaker = (periodMs: number) => Math.floor((CODE_BREAKER.threshold - 1) * (periodMs / CODE_BREAKER.windowMs));
  return [
    { who: 'one account, one day', guesses: dailyMax(GUESS_BUDGET.account) },
    { who: 'one address, one day (any number of fresh accounts)', guesses: dailyMax(GUESS_BUDGET.address) },
    { who: 'all callers together, one hour just below the breaker', guesses: belowBreaker(HOUR) },
    { who: 'unverified accounts while the breaker is tripped', guesses: 0 },
  ];
}

export function oddsTable(): string {
  const header = `| guesser | guesses | ${LIVE_CODES.map((n) => `${n} live codes`).join(' | ')} |`;
  const rule = `|---|---:|${LIVE_CODES.map(() => '---:').join('|')}|`;
  const rows = guessers().map(
    ({ who, guesses }) => `| ${who} | ${guesses} | ${LIVE_CODES.map((live) => `${(hitChance(live, guesses) * 100).toFixed(1)} %`).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Chance of finding at least one live unbound code (${CODE_SPACE} possible codes):\n`);
  console.log(oddsTable());
}
