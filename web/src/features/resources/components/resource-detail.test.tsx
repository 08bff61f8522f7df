import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aResource } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { ResourceDetail } from './resource-detail';

describe('ResourceDetail', () => {
  it('shows the resource and its download block', () => {
    renderScreen(<ResourceDetail state={{ status: 'loaded', data: aResource({ title: 'Walking Plan', download_url: 'https://files.example/w.pdf' }) }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Walking Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download Resource' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', 'https://files.example/w.pdf');
  });

  it('redirects a missing record to the list', () => {
    renderScreen(<ResourceDetail state={{ status: 'loaded', data: null }} />, { path: '/resources/nope' });
    expect(screen.getByTestId('location')).toHaveTextContent('/resources');
  });

  it('shows Resource Not Found on error', () => {
    renderScreen(<ResourceDetail state={{ status: 'error', error: new Error('x') }} />);
    expect(screen.getByRole('heading', { name: 'Resource Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load resource')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });
});
