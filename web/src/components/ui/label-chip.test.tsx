import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelChip } from './label-chip';

describe('LabelChip', () => {
  it('shows its label as text, not as a control', () => {
    const { container } = render(<LabelChip label="Available" />);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('takes the colour, variant and size it is given, filled, default and medium otherwise', () => {
    const { rerender } = render(<LabelChip label="Admin" color="primary" variant="outlined" size="small" />);
    const pill = () => screen.getByText(/Admin|Member/).parentElement!;
    expect(pill()).toHaveClass('pmc-label', 'primary', 'outlined', 'small');
    rerender(<LabelChip label="Member" />);
    expect(pill()).toHaveClass('pmc-label', 'default');
    expect(pill()).not.toHaveClass('outlined');
    expect(pill()).not.toHaveClass('small');
  });

  it("applies a caller's sx over its own look", () => {
    render(<LabelChip label="Never reviewed" color="error" variant="outlined" size="small" sx={{ fontWeight: 600 }} />);
    const pill = screen.getByText('Never reviewed').parentElement!;
    expect(pill).toHaveClass('pmc-label', 'error', 'outlined', 'small');
    expect(getComputedStyle(pill).fontWeight).toBe('600');
  });
});
