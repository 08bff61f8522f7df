/**
 * The editor's link check (docs/product.md §5): an address with one of ALLOWED_LINK_SCHEMES, or a relative
 * one (/resources, #part, page?x=1). Anything else (javascript:, data:, vbscript:, file:, ...) is
 * refused with a message that says why. An empty entry adds nothing.
 */
import { ALLOWED_LINK_SCHEMES } from '@common/content';
import { leavesTheSite } from '@common/urls';

export type LinkCheck = { status: 'empty' } | { status: 'ok'; url: string } | { status: 'refused'; message: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Control characters and whitespace inside an address hide a scheme from simple checks. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f\s]/g;

export const ALLOWED_SCHEMES_TEXT = `${ALLOWED_LINK_SCHEMES.slice(0, -1).join(', ')} or ${ALLOWED_LINK_SCHEMES.at(-1)}`;

export function checkLinkAddress(input: string): LinkCheck {
  const trimmed = input.trim();
  if (!trimmed) return { status: 'empty' };
  // Browsers ignore tabs and newlines inside a URL: "java\tscript:" is still javascript:.
  const compact = trimmed.replace(HIDDEN, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!(ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme)) {
      return {
        status: 'refused',
        message: `Links starting with "${scheme}:" are not allowed. Use an address starting with ${ALLOWED_SCHEMES_TEXT}, or a relative address such as /resources.`,
      };
    }
    if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/?#\s]+/i.test(compact)) {
      return { status: 'refused', message: 'This web address has no site name. Enter it as https://example.org/page.' };
    }
  } else if (leavesTheSite(compact)) {
    // "//host/page" (and "/\host", "\\host": browsers read a backslash as a slash) leaves the
    // portal without saying how: ask for the scheme.
    return { status: 'refused', message: 'Enter the full address with https:// at the start.' };
  } else if (compact.includes(':') && !/^[^:]*[/?#]/.test(compact)) {
    // "foo:bar" with a colon before any path character would be read as a scheme by browsers.
    return { status: 'refused', message: `Use an address starting with ${ALLOWED_SCHEMES_TEXT}, or a relative address such as /resources.` };
  }
  // The HTML writer escapes the address inside its attribute (html.ts).
  return { status: 'ok', url: trimmed };
}
