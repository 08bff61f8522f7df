import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentListSuite } from '@/testing/content-list-suite';
import { aResource } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { ResourceList } from './resource-list';

const items: [ReturnType<typeof aResource>, ReturnType<typeof aResource>] = [
  aResource({ title: 'Walking Program', category: 'Exercise & Physical Therapy', slug: 'walking-program' }),
  aResource({ title: 'Medication Diary', category: 'Medication Management', download_path: 'resources/r2/diary.pdf' }),
];

contentListSuite({
  List: ResourceList,
  banner: 'Patient Resources',
  allLabel: 'All Resources',
  searchPlaceholder: 'Search resources',
  loadingText: 'Loading resources...',
  errorText: 'Failed to load resources',
  emptyTitle: 'No resources found',
  emptyText: "We couldn't find any resources matching your search criteria.",
  items,
  titles: ['Walking Program', 'Medication Diary'],
  firstFilter: 'Exercise & Physical Therapy',
  secondSearch: 'diary',
});

describe('Resource cards', () => {
  it('link to the resource and keep the download button outside the link', () => {
    renderScreen(<ResourceList state={{ status: 'loaded', data: items }} />);
    expect(screen.getByRole('link', { name: 'Walking Program' })).toHaveAttribute('href', '/resources/walking-program');
    const download = screen.getByRole('button', { name: /Download Resource: Medication Diary/ });
    expect(download.closest('a')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Download Resource/ })).toHaveLength(1);
  });
});
