/**
 * A guesser's chance of redeeming a membership code, computed from the declarations in
 * membership.ts (GUESS_BUDGET, CODE_BREAKER), so the figures follow any change to them.
 * `npm run code-odds` prints the table; the staff Generate form shows its headline beside
 * "Unbound code".
 *
 * The model follows the code: guesses are distinct codes from CODE_MIN..CODE_MAX, so the chance of
 * no hit in n guesses with `live` codes among `space` is C(space - live, n) / C(space, n). A guess
 * counts only while the breaker is not tripped (a tripped breaker refuses every unbound code with
 * the same answer, so guesses then tell nothing), so the patient guesser stays just below its
 * threshold in every window the breaker sums. Invitee-bound codes cannot be redeemed by guessing
 * at all: only the invitee's verified address may redeem them.
 */
import { breakerWindowStarts, CODE_BREAKER, CODE_MAX, CODE_MIN, GUESS_BUDGET, type CodeBreakerSettings } from './membership';

export const CODE_SPACE = CODE_MAX - CODE_MIN + 1;
export const ODDS_PERIOD_MS = 24 * 60 * 60_000;
/** The attacker the headline figure is for: any number of verified accounts on this many IPv6 /48s. */
export const ATTACKER_NETWORKS = 1000;
/** How many live unbound codes the table shows. */
export const LIVE_UNBOUND = [10, 50] as const;

interface Window {
  readonly windowMs: number;
  readonly max: number;
}

/** P(at least one of `live` codes among `space` is hit by `guesses` distinct guesses). */
export function hitChance(live: number, guesses: number, space = CODE_SPACE): number {
  if (live <= 0 || guesses <= 0) return 0;
  if (guesses >= space - live + 1) return 1;
  let miss = 1;
  for (let i = 0; i < guesses; i++) miss *= (space - live - i) / (space - i);
  return 1 - miss;
}

/** The most failures one counter allows in `periodMs`: every window has to have room. */
export function budgetGuesses(windows: readonly Window[], periodMs = ODDS_PERIOD_MS): number {
  return Math.min(...windows.map(({ windowMs, max }) => max * Math.max(1, Math.floor(periodMs / windowMs))));
}

/**
 * The most failures all callers together can make in `periodMs` without tripping the breaker: it
 * trips when the buckets it sums (breakerWindowStarts: the window's buckets and the current one)
 * hold `threshold`, so every run of that many buckets holds at most `threshold - 1`.
 */
export function breakerGuesses(settings: CodeBreakerSettings = CODE_BREAKER, periodMs = ODDS_PERIOD_MS): number {
  const buckets = breakerWindowStarts(settings, 0).length;
  return Math.floor(((settings.threshold - 1) * periodMs) / (buckets * settings.bucketMs));
}

export interface Guesser {
  who: string;
  guesses: number;
}

/** Who guesses, and how many of their guesses the server checks in a day. */
export function guessers(): Guesser[] {
  const perAccount = budgetGuesses(GUESS_BUDGET.account);
  const perAddress = budgetGuesses(GUESS_BUDGET.address);
  const perNetwork = budgetGuesses(GUESS_BUDGET.network);
  const belowBreaker = breakerGuesses();
  return [
    { who: 'one verified account', guesses: Math.min(perAccount, belowBreaker) },
    { who: 'one IPv4 address or IPv6 /64, any number of accounts', guesses: Math.min(perAddress, belowBreaker) },
    { who: 'one IPv6 /48, any number of accounts', guesses: Math.min(perNetwork, belowBreaker) },
    {
      who: `${ATTACKER_NETWORKS.toLocaleString('en-US')} IPv6 /48s, unlimited verified accounts, just below the breaker`,
      guesses: Math.min(ATTACKER_NETWORKS * perNetwork, belowBreaker),
    },
  ];
}

/** The strongest guesser of the table: the one the headline figure is for. */
export function strongestGuesser(): Guesser {
  return guessers().at(-1)!;
}

export const percent = (chance: number) => `${(chance * 100).toFixed(1)} %`;

/** The Markdown table of `npm run code-odds` and docs/security.md. */
export function oddsTable(): string {
  const header = `| guesser, 24 hours | guesses checked | bound codes | ${LIVE_UNBOUND.map((n) => `${n} live unbound codes`).join(' | ')} |`;
  const rule = `|---|---:|---:|${LIVE_UNBOUND.map(() => '---:').join('|')}|`;
  const rows = guessers().map(
    ({ who, guesses }) =>
      `| ${who} | ${guesses.toLocaleString('en-US')} | ${percent(0)} | ${LIVE_UNBOUND.map((live) => percent(hitChance(live, guesses))).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

/** Hours the strongest guesser needs to try every code. */
export function hoursToTryEveryCode(): number {
  return (CODE_SPACE / strongestGuesser().guesses) * (ODDS_PERIOD_MS / 3_600_000);
}

/** The one line the Generate form shows beside "Unbound code". */
export function unboundOddsLine(): string {
  const { guesses } = strongestGuesser();
  const [few, many] = LIVE_UNBOUND;
  return (
    `Anyone who has it can redeem it, and it can be guessed: a determined guesser redeems one of ${few} live unbound codes ` +
    `within 24 hours with a chance of ${percent(hitChance(few, guesses))} (${percent(hitChance(many, guesses))} with ${many}).`
  );
}
