/**
 * Rich text is stored as HTML and sanitized wherever it is rendered
 * (docs/decisions/0004-rich-text-sanitized-html.md). DOMPurify removes scripts, event handlers,
 * frames, forms and style; links keep only the schemes of docs/product.md §5 (or a relative
 * address; "//host" and backslash tricks lose their address), and links that leave the portal open
 * in a new tab without an opener.
 */
import DOMPurify, { type Config } from 'dompurify';
import { ALLOWED_LINK_SCHEMES } from '@common/content';
import { leavesTheSite } from '@common/urls';

const schemes = ALLOWED_LINK_SCHEMES.join('|');
/** An allowed scheme, or no scheme at all (relative, fragment, query). */
const ALLOWED_URI = new RegExp(`^(?:(?:${schemes}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i');
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_TAGS: ['style', 'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && leavesTheSite(node.getAttribute('href') ?? '')) node.removeAttribute('href');
    if (node.tagName === 'IMG' && leavesTheSite(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (HAS_SCHEME.test(href.trim()) && !/^(?:mailto|tel|callto|sms|cid|xmpp):/i.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // One rule for pictures: from an https address or the portal itself; never data:, never
      // plain http (tracking, mixed content), never "//host" (the CSP's img-src allows https: hosts).
      if (!/^https:\/\//i.test(src) && HAS_SCHEME.test(src)) node.removeAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    }
  });
}

/** Inside a card (itself a link) links and pictures would nest: keep their text only. */
const CARD_CONFIG: Config = { ...CONFIG, FORBID_TAGS: [...(CONFIG.FORBID_TAGS ?? []), 'a', 'img', 'picture', 'video', 'audio'] };

export function sanitizeHtml(html: string, { inline = false }: { inline?: boolean } = {}): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(html, inline ? CARD_CONFIG : CONFIG);
}
