/**
 * `npm run code-odds`: the chance that a guesser redeems a membership code within 24 hours, with
 * the budgets and the breaker as declared in common/membership.ts (the model: common/code-odds.ts).
 * docs/security.md shows the table it prints.
 */
import { pathToFileURL } from 'node:url';
import { CODE_SPACE, hoursToTryEveryCode, oddsTable, strongestGuesser } from '../common/code-odds';

export function report(): string {
  const strongest = strongestGuesser();
  return [
    `Chance of redeeming at least one code within 24 hours (${CODE_SPACE.toLocaleString('en-US')} possible codes).`,
    'Bound codes name an invitee: only that verified address redeems them, however many guesses are made.',
    '',
    oddsTable(),
    '',
    `The strongest guesser checks ${strongest.guesses.toLocaleString('en-US')} codes a day and tries every code in ${hoursToTryEveryCode().toFixed(1)} hours.`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report());
}
