import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { StatCounters } from './stat-counters';

describe('StatCounters', () => {
  it('reads each number with its label', () => {
    renderScreen(
      <StatCounters
        label="Membership code counts"
        items={[
          { label: 'Total Codes', value: 5000 },
          { label: 'Used Codes', value: 12 },
        ]}
      />,
    );
    const list = screen.getByRole('group', { name: 'Membership code counts' });
    expect(within(list).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Codes', 'Used Codes']);
    expect(within(list).getAllByRole('definition').map((d) => d.textContent)).toEqual(['5,000', '12']);
    expect(list).not.toHaveAttribute('aria-busy');
  });

  it('keeps each counter\'s place while it is counted: the group is busy, each value says so to screen readers', () => {
    renderScreen(
      <StatCounters
        label="Membership code counts"
        items={[
          { label: 'Total Codes', value: null },
          { label: 'Used Codes', value: null },
        ]}
      />,
    );
    const list = screen.getByRole('group', { name: 'Membership code counts' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('definition').map((d) => d.textContent)).toEqual(['–Counting…', '–Counting…']);
  });
});
