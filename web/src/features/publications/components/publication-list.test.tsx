import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentListSuite } from '@/testing/content-list-suite';
import { aPublication } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { PublicationList } from './publication-list';

const items: [ReturnType<typeof aPublication>, ReturnType<typeof aPublication>] = [
  aPublication({ title: 'Spinal Cord Stimulation Review', year: '2025', authors: ['E. Park'], journal: 'Neuromodulation' }),
  aPublication({ title: 'Opioid Tapering Study', year: '2021', authors: ['F. Gomez'], journal: 'Pain Medicine', pdf_url: 'https://journals.example/a.pdf' }),
];

contentListSuite({
  List: PublicationList,
  banner: 'Scientific Publications',
  allLabel: 'All Years',
  searchPlaceholder: 'Search publications',
  loadingText: 'Loading publications...',
  errorText: 'Failed to load publications',
  emptyTitle: 'No publications found',
  emptyText: "We couldn't find any publications matching your search criteria.",
  items,
  titles: ['Spinal Cord Stimulation Review', 'Opioid Tapering Study'],
  firstFilter: '2025',
  secondSearch: 'gomez',
});

describe('Publications list cards', () => {
  it('offers the years in the data, newest first', () => {
    renderScreen(<PublicationList state={{ status: 'loaded', data: [items[1], items[0]] }} />);
    const group = screen.getByRole('group', { name: 'Filter publications by year' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['All Years', '2025', '2021']);
  });

  it('opens an external PDF in a new tab outside the card link', () => {
    renderScreen(<PublicationList state={{ status: 'loaded', data: items }} />);
    const download = screen.getByRole('link', { name: /Download PDF: Opioid Tapering Study/ });
    expect(download).toHaveAttribute('href', 'https://journals.example/a.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download.closest('a[href^="/publications/"]')).toBeNull();
    expect(screen.getAllByText('March 1, 2024')).toHaveLength(2);
  });
});
