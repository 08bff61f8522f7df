import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@common/limits';
import { SLUG_PATTERN } from '@common/slug';
import { baseSlug, MAX_SLUG_TRIES, pickFreeSlug, SlugTakenError, withSuffix } from './slugs';

const takenSet = (...slugs: string[]) => vi.fn(async (slug: string) => slugs.includes(slug));

describe('pickFreeSlug', () => {
  it('keeps a free slug as it is', async () => {
    const isTaken = takenSet();
    expect(await pickFreeSlug('back-pain', isTaken)).toBe('back-pain');
    expect(isTaken).toHaveBeenCalledTimes(1);
  });

  it('takes the next free numeric suffix, -2, -3, ...', async () => {
    expect(await pickFreeSlug('back-pain', takenSet('back-pain'))).toBe('back-pain-2');
    expect(await pickFreeSlug('back-pain', takenSet('back-pain', 'back-pain-2', 'back-pain-3'))).toBe('back-pain-4');
    // A gap is reused.
    expect(await pickFreeSlug('back-pain', takenSet('back-pain', 'back-pain-3'))).toBe('back-pain-2');
  });

  it('refuses a taken slug when suffixes are off', async () => {
    await expect(pickFreeSlug('prp-therapy', takenSet('prp-therapy'), { suffix: false })).rejects.toBeInstanceOf(SlugTakenError);
    await expect(pickFreeSlug('prp-therapy', takenSet('prp-therapy'), { suffix: false })).rejects.toThrow('"prp-therapy" is already used');
  });

  it('gives up after MAX_SLUG_TRIES', async () => {
    const isTaken = vi.fn(async () => true);
    await expect(pickFreeSlug('x', isTaken)).rejects.toBeInstanceOf(SlugTakenError);
    expect(isTaken).toHaveBeenCalledTimes(MAX_SLUG_TRIES);
  });

  it('refuses an empty slug (a title without letters or digits)', async () => {
    await expect(pickFreeSlug('', takenSet())).rejects.toThrow(/letter or digit/);
  });

  it('stays within LIMITS.slug with the suffix and follows the slug rule', async () => {
    const long = 'a'.repeat(LIMITS.slug - 1) + '-b';
    const slug = await pickFreeSlug(long, takenSet(withSuffix(long, 1)));
    expect(slug.length).toBeLessThanOrEqual(LIMITS.slug);
    expect(slug.endsWith('-2')).toBe(true);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(withSuffix('abc-def', 2, 6)).toBe('abc-2');
  });
});

describe('baseSlug', () => {
  it('derives the slug from the title with the rule of docs/product.md §3', () => {
    expect(baseSlug('PRP Therapy: What Is It?')).toBe('prp-therapy-what-is-it');
  });

  it('keeps a record\'s slug while its title gives the same slug, and derives anew when it changes', () => {
    const previous = { title: 'Back Pain', slug: 'back-pain-2' };
    expect(baseSlug('Back pain!', previous)).toBe('back-pain-2');
    expect(baseSlug('Neck Pain', previous)).toBe('neck-pain');
  });
});
