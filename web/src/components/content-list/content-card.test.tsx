import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardText, ContentCard } from './content-card';

describe('CardText', () => {
  it('clamps its own box and leaves the spare height to a wrapper, so the box never grows past its lines', () => {
    render(
      <MemoryRouter>
        <ContentCard href="/articles/a" title="A title">
          <CardText tone="secondary" grow lines={3}>
            An excerpt long enough to be clamped.
          </CardText>
        </ContentCard>
      </MemoryRouter>,
    );
    const text = screen.getByText('An excerpt long enough to be clamped.');
    expect(text).toHaveClass('pmc-text-clamp');
    expect(text.style.webkitLineClamp).toBe('3');
    expect(getComputedStyle(text).flexGrow).not.toBe('1');
    const wrapper = text.parentElement!;
    expect(wrapper).not.toBe(text.closest('.pmc-card-content'));
    expect(getComputedStyle(wrapper).flexGrow).toBe('1');
    expect(wrapper.parentElement).toHaveClass('pmc-card-content');
  });

  it('is a bare paragraph when it does not grow', () => {
    render(<CardText lines={2}>Two lines at most.</CardText>);
    const text = screen.getByText('Two lines at most.');
    expect(text.tagName).toBe('P');
    expect(text.parentElement!.className).toBe('');
  });
});
