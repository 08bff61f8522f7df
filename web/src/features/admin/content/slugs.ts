/**
 * Slugs stay unique (docs/decisions/0009-unique-slugs.md): the slug comes from the title with the
 * rule of docs/product.md §3 (common/slug.ts); when another record holds it, the next free numeric
 * suffix is taken (-2, -3, ...). The slug index (common/content.ts SlugDoc) makes a race between two admins fail
 * at the write instead of producing a duplicate.
 */
import { LIMITS } from '@common/limits';
import { slugify } from '@common/slug';

/** The most suffixes tried before giving up (a title used this often is a mistake). */
export const MAX_SLUG_TRIES = 100;

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address "${slug}" is already used by another record.`);
    this.name = 'SlugTakenError';
  }
}

/** `base` with suffix n (1: none), shortened so the whole stays within LIMITS.slug. */
export function withSuffix(base: string, n: number, maxLength: number = LIMITS.slug): string {
  const suffix = n > 1 ? `-${n}` : '';
  const head = base.slice(0, maxLength - suffix.length).replace(/-+$/, '');
  return `${head}${suffix}`;
}

/**
 * The slug a save should use. Editing keeps the record's slug while its title gives the same slug
 * as before (so a suffixed or older slug and its links survive an edit of other fields); otherwise
 * the slug is derived from the title anew.
 */
export function baseSlug(title: string, previous?: { title: string; slug: string }): string {
  const derived = slugify(title);
  if (previous?.slug && slugify(previous.title) === derived) return previous.slug;
  return derived;
}

/**
 * The first of base, base-2, base-3, ... that `isTaken` does not report as held by another record.
 * With `suffix: false` a taken base is refused with SlugTakenError.
 */
export async function pickFreeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  { suffix = true, maxLength = LIMITS.slug }: { suffix?: boolean; maxLength?: number } = {},
): Promise<string> {
  const first = withSuffix(base, 1, maxLength);
  if (!first) throw new Error('A slug needs at least one letter or digit.');
  for (let n = 1; n <= (suffix ? MAX_SLUG_TRIES : 1); n++) {
    const candidate = withSuffix(base, n, maxLength);
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new SlugTakenError(first);
}
