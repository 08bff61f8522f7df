/**
 * The e-mail to the practice's inbox when the code-guessing breaker trips (breaker.ts): what
 * happened, what it means for patients, and where staff act. It names no code and no account.
 */
import type { CodeGuessingMailDoc } from '@common/documents';
import { STAFF_CODES_PATH } from '@common/portal-paths';
import { DEFAULT_PRACTICE } from '@common/practice';
import { escapeHtml } from '../tickets/supportMail';

export interface TripFacts {
  to: string;
  portalUrl: string;
  /** Failed redemptions in the window that tripped it. */
  failures: number;
  minutes: number;
  trippedAt: number;
  until: number;
}

export function codeGuessingMail({ to, portalUrl, failures, minutes, trippedAt, until }: TripFacts): CodeGuessingMailDoc {
  const link = `${portalUrl.replace(/\/+$/, '')}${STAFF_CODES_PATH}`;
  const lines = [
    `Code guessing detected: ${failures} incorrect membership codes were entered in ${minutes} minutes (at ${new Date(trippedAt).toISOString()}), more than patients mistyping codes would enter.`,
    `Until ${new Date(until).toISOString()}, codes without an invitee cannot be redeemed. Codes made for an invitee's e-mail address keep working.`,
    'The Membership Codes screen shows the figures; staff can reset the breaker there, and retire unused codes if codes may have leaked:',
  ];
  const text = [...lines, '', link, '', DEFAULT_PRACTICE.name].join('\n');
  const html = [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`, `<p>${escapeHtml(DEFAULT_PRACTICE.name)}</p>`].join('\n');
  return { to, message: { subject: `Code guessing detected in the ${DEFAULT_PRACTICE.shortName} Portal`, text, html }, about: 'code_guessing' };
}
