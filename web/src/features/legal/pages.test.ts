import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE } from '@common/practice';
import { legalPages } from './pages';

const pages = legalPages(DEFAULT_PRACTICE);
const text = (id: keyof typeof pages) =>
  JSON.stringify(pages[id]).toLowerCase();
const all = Object.keys(pages).map((id) => text(id as keyof typeof pages)).join(' ');

describe('legal pages (docs/product.md §1)', () => {
  it('carry the effective date except the disclaimer', () => {
    expect(pages.privacy.effectiveDate).toBe('5.22.2025');
    expect(pages.terms.effectiveDate).toBe('5.22.2025');
    expect(pages.cookies.effectiveDate).toBe('5.22.2025');
    expect(pages.disclaimer.effectiveDate).toBeNull();
  });

  it('state every required point somewhere', () => {
    for (const point of [
      'paid members only',
      'do not share your sign-in details',
      'personal, non-commercial use',
      'never sell your personal information',
      'affiliate tracking cookies',
      'analytics',
      'not medical advice',
      'call 911',
    ]) {
      expect(all).toContain(point);
    }
  });

  it('puts "not medical advice" and 911 in both the terms and the disclaimer', () => {
    for (const id of ['terms', 'disclaimer'] as const) {
      expect(text(id)).toContain('not medical advice');
      expect(text(id)).toContain('911');
    }
  });
});
