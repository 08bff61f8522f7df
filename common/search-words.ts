/**
 * How the words of a search that found nothing are counted for Insights (common/insights.ts): the
 * one rule the web app applies before it sends them and the function applies again. A module of
 * its own so that what loads it (the web app's counter, once a search finds nothing) carries only this.
 */
import { INSIGHTS } from './insights';

const EMAIL = /\S+@\S+/g;
/** Phone-number-like runs: digits with spaces, dots, dashes, brackets or a leading +; digits go anyway. */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const MARKS = /\p{M}/gu;
const DIGITS = /\p{Nd}/gu;

/**
 * A search as it is counted: e-mail addresses and phone numbers removed, lower case, accents folded
 * (NFKD, marks dropped), digits removed, whitespace collapsed, cut to INSIGHTS.searchMaxLength
 * characters. '' when nothing is left worth counting: the web app sends
 * nothing then, and the function counts nothing.
 */
export function normaliseSearch(text: string): string {
  const folded = text
    .replace(EMAIL, ' ')
    .replace(PHONE, ' ')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(DIGITS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(folded)) return '';
  if (folded.length <= INSIGHTS.searchMaxLength) return folded;
  return folded.slice(0, INSIGHTS.searchMaxLength).trimEnd();
}
