import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ContentImage } from './content-image';
import { ListSettling } from './list-settling';

const picture = (container: HTMLElement) => container.querySelector('img');

/** A card's picture in a list that is settling (`wait`) or not. */
const card = (wait: boolean) => (
  <ListSettling.Provider value={wait}>
    <ContentImage src="https://example.org/a.png" alt="" />
  </ListSettling.Provider>
);

describe('ContentImage in a settling list', () => {
  it('shows its picture at once when nothing waits', () => {
    const { container } = render(<ContentImage src="https://example.org/a.png" alt="" />);
    expect(picture(container)?.getAttribute('src')).toBe('https://example.org/a.png');
  });

  it('keeps the placeholder while pictures wait, and asks for the file once they no longer do', () => {
    const { container, rerender } = render(card(true));
    expect(container.querySelector('.pmc-image')).not.toBeNull();
    expect(picture(container)).toBeNull();
    rerender(card(false));
    expect(picture(container)?.getAttribute('src')).toBe('https://example.org/a.png');
  });

  it('never takes back a picture already shown when pictures start waiting', () => {
    const { container, rerender } = render(card(false));
    rerender(card(true));
    expect(picture(container)?.getAttribute('src')).toBe('https://example.org/a.png');
  });
});
