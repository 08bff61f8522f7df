import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_CARDS, firstFrameCards } from './first-frame';

const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('firstFrameCards', () => {
  it('shows only the first row when nothing is on screen yet (the first view)', () => {
    expect(FIRST_FRAME_CARDS).toBe(3);
    expect(ids(firstFrameCards(cards('a', 'b', 'c', 'd', 'e'), []))).toEqual(['a', 'b', 'c']);
  });

  it('keeps the cards already on screen, in the new order, and leaves out the new ones past the first row', () => {
    const onScreen = cards('a', 'b', 'c', 'd', 'e', 'f');
    // A narrower search: b, d and f stay; x and y come from beyond the page shown.
    const visible = cards('b', 'x', 'd', 'y', 'f');
    expect(ids(firstFrameCards(visible, onScreen))).toEqual(['b', 'x', 'd', 'f']);
  });

  it('shows the new first row even when none of it was on screen', () => {
    expect(ids(firstFrameCards(cards('x', 'y', 'z', 'a'), cards('a', 'b')))).toEqual(['x', 'y', 'z', 'a']);
  });

  it('returns the items themselves, never a card that is not in the results', () => {
    const visible = cards('a', 'b');
    const shown = firstFrameCards(visible, cards('a', 'b', 'c'));
    expect(shown).toEqual(visible);
    expect(shown[0]).toBe(visible[0]);
  });
});
