/**
 * Addresses stored in content records (images, affiliate links, PDF and download addresses): the
 * portal only ever renders absolute http(s) addresses from them. firestore.rules repeats the
 * pattern (function url) and the forms validate with it; rendering checks again, so a record written
 * some other way (an import, an old version) cannot put javascript: or data: into a link or image.
 * Links inside rich text follow ALLOWED_LINK_SCHEMES (content.ts) instead.
 */
export const WEB_URL_PATTERN = /^https?:\/\/\S+$/i;

export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && WEB_URL_PATTERN.test(value);
}

/** The address when it is an absolute http(s) one, else '' (render nothing). */
export function webUrlOrEmpty(value: unknown): string {
  return isWebUrl(value) ? value : '';
}

/**
 * An address that starts with two slashes or backslashes ("//host/x", "/\host", "\\host": browsers
 * read a backslash as a slash) names another site at the page's own scheme. Rich text refuses it:
 * the editor's link check asks for the full address, the sanitizer drops it from links and images.
 */
export function leavesTheSite(address: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[/\\]{2}/.test(address.replace(/[\u0000-\u0020\u007f]/g, ''));
}
