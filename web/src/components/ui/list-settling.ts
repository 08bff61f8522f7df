import { createContext, useContext } from 'react';

/**
 * True while a list's cards are between two keystrokes (components/content-list): what a card
 * mounted meanwhile would ask the network for waits until typing pauses (its picture, whether it is
 * saved), so a keystroke costs only its frame, and no requests or reads are spent on cards the next
 * keystroke takes away. What a card already shows stays.
 */
export const ListSettling = createContext(false);

export function useListSettling(): boolean {
  return useContext(ListSettling);
}
