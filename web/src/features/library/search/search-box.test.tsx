import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import { anArticleSummary, aProductSummary, aPublicationSummary } from '@/testing/content-fixtures';
import { SearchCombobox } from './search-box';

// The index over fixtures instead of the members' Firestore lists (the e2e suite searches those).
vi.mock('./load-library-index', async () => {
  const { buildLibraryIndex } = await import('./library-index');
  const index = await buildLibraryIndex(
    {
      articles: [anArticleSummary({ slug: 'sciatica', title: 'Understanding Sciatica', excerpt: 'Leg pain.' })],
      publications: [aPublicationSummary({ id: 'p1', title: 'Group Mindfulness Sessions' })],
      resources: [],
      products: [aProductSummary({ slug: 'workbook', name: 'Mindful Movement Workbook' })],
    },
    [['sciatica', 'radiculopathy']],
  );
  return { loadLibraryIndex: async () => index };
});

const location = () => screen.getByTestId('location').textContent;

async function typeInSearch(text: string) {
  renderScreen(<SearchCombobox />);
  const user = userEvent.setup();
  await user.tab();
  const box = screen.getByRole('combobox', { name: 'Search the library' });
  expect(box).toHaveFocus();
  await user.keyboard(text);
  return { user, box };
}

describe('SearchCombobox', () => {
  it('shows the hits grouped by kind with the matched words marked', async () => {
    await typeInSearch('mindful');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(list).getAllByRole('group')).toHaveLength(2));
    expect(within(list).getByRole('group', { name: 'Publications' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(expect.arrayContaining(['Mindfulness', 'Mindful']));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, box } = await typeInSearch('radiculopathy');
    const option = await screen.findByRole('option', { name: /Understanding Sciatica/ });
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/blog/sciatica');
  });

  it('opens the results page with Enter when no result is chosen', async () => {
    const { user } = await typeInSearch('mindful');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search');
  });

  it('comes back to the field past the last option, and Escape closes the list', async () => {
    const { user, box } = await typeInSearch('sciatca');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2); // the article, then "Show all results"
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    await typeInSearch('zebra');
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('No matches for “zebra”.'));
  });
});

it('renders a field by itself', () => {
  renderScreen(<SearchCombobox />);
  expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
});
