import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPublication } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { PublicationDetail } from './publication-detail';

describe('PublicationDetail', () => {
  it('shows the publication with author chips, UTC long date and the PDF link', () => {
    renderScreen(
      <PublicationDetail
        state={{
          status: 'loaded',
          data: aPublication({
            title: 'Nerve Blocks',
            journal: 'Pain Medicine',
            year: '2024',
            authors: ['A. One', 'B. Two'],
            created_at: new Date('2024-12-31T23:30:00Z'),
            pdf_url: 'https://journals.example/x.pdf',
          }),
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nerve Blocks' })).toBeInTheDocument();
    expect(screen.getByText('Pain Medicine · 2024')).toBeInTheDocument();
    expect(screen.getByText('A. One')).toBeInTheDocument();
    expect(screen.getByText('B. Two')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Abstract' })).toBeInTheDocument();
    expect(screen.getByText('December 31, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Publications' })).toHaveAttribute('href', '/publications');
  });

  it.each([
    [{ status: 'loaded', data: null } as const, 'Publication not found'],
    [{ status: 'error', error: new Error('x') } as const, 'Failed to load publication'],
  ])('shows Publication Not Found', (state, message) => {
    renderScreen(<PublicationDetail state={state} />);
    expect(screen.getByRole('heading', { name: 'Publication Not Found' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Publications' })).toHaveAttribute('href', '/publications');
  });
});
