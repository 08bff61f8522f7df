import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MedicalReview, referenceLink, References, type ReviewedRecord } from './medical-review';

const reviewed: ReviewedRecord = {
  reviewed_by: 'Dr. Jordan Lee, MD',
  reviewed_at: new Date('2026-01-10T12:00:00Z'),
  review_due: new Date('2028-01-10T12:00:00Z'),
  references: 'Qaseem A, et al. Ann Intern Med. 2017. doi:10.7326/M16-2367.\n\n  NICE guideline NG59. https://www.nice.org.uk/guidance/ng59\nA book without an address',
};

describe('the medical review of a detail page', () => {
  it('says who reviewed it, when, and when the next review is due', () => {
    render(<MedicalReview record={reviewed} />);
    expect(screen.getByRole('complementary', { name: 'Medical review' })).toHaveTextContent(
      'Medically reviewed by Dr. Jordan Lee, MD on January 10, 2026 · Next review due January 10, 2028',
    );
  });

  it('shows nothing for a record nobody reviewed', () => {
    const { container } = render(<MedicalReview record={{ ...reviewed, reviewed_by: '', reviewed_at: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the references, one per line, with a link where one names a DOI or an address', () => {
    render(<References record={reviewed} />);
    const list = within(screen.getByRole('region', { name: 'References' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Open reference 1 (opens in a new tab)' })).toHaveAttribute('href', 'https://doi.org/10.7326/M16-2367');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', 'https://www.nice.org.uk/guidance/ng59');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no references section without references', () => {
    const { container } = render(<References record={{ ...reviewed, references: ' \n ' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links a DOI at doi.org and an address as it is, never anything else', () => {
    expect(referenceLink('doi: 10.1000/xyz123, 2020')).toBe('https://doi.org/10.1000/xyz123');
    expect(referenceLink('see http://example.org/a.')).toBe('http://example.org/a');
    expect(referenceLink('javascript:alert(1)')).toBeNull();
  });
});
