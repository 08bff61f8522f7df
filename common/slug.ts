/**
 * docs/product.md §3 slug rule: lower-case, each run of characters other than a-z and 0-9 becomes one
 * hyphen, leading and trailing hyphens removed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
/** The same rule as a pattern, for validation (rules tests check firestore.rules agrees). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
