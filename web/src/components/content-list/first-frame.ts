/**
 * Cards the frame after a keystroke shows: the first row of the widest grid (three columns), which is
 * what shows below the search box; the rest of the page follows in a render React may interrupt
 * when the next key comes, so typing never waits on cards out of view.
 */
export const FIRST_FRAME_CARDS = 3;

/**
 * How long new results stand before the rest of their page renders: a pause in typing. Until then
 * a keystroke's frame holds only the first row (and the cards already on screen), and no deferred
 * render, commit or layout of cards out of view runs between two keystrokes. The bench times a
 * keystroke by what changes before this has passed (bench/lib/timing.ts).
 */
export const TYPING_PAUSE_MS = 250;

/**
 * The cards of `visible` (the new results' page) to show in the frame after a keystroke: its first
 * FIRST_FRAME_CARDS, and those already on screen (`onScreen`, the page the grid showed), which cost
 * nothing to keep (memoized) but a removal now and a new card in the deferred render if left out.
 * In the results' order; the deferred render then shows the whole page.
 */
export function firstFrameCards<T extends { id: string }>(visible: readonly T[], onScreen: readonly { id: string }[]): T[] {
  const shown = new Set<string>();
  for (const item of onScreen) shown.add(item.id);
  return visible.filter((item, i) => i < FIRST_FRAME_CARDS || shown.has(item.id));
}
