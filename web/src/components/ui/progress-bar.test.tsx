import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('without a value says only that something is on its way: named, no value', () => {
    render(<ProgressBar label="Loading editor" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading editor' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.style.getPropertyValue('--pmc-fill')).toBe('');
  });

  it('with a value says how far along it is and fills that far', () => {
    const { rerender } = render(<ProgressBar label="Uploading report.pdf" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading report.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar.style.getPropertyValue('--pmc-fill')).toBe('-60%');

    rerender(<ProgressBar label="Uploading report.pdf" value={100} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.style.getPropertyValue('--pmc-fill')).toBe('0%');
  });

  it('keeps a value outside 0 to 100, or a fraction of a percent, to a whole percent in range', () => {
    const { rerender } = render(<ProgressBar label="Uploading" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Uploading" value={133.3} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Uploading" value={12.6} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '13');
  });
});
