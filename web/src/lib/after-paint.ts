import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted its next frame (a task after that frame's
 * animation callbacks), or soon when the page is hidden (no frames) or has no frames at all (tests).
 * Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function' || document.visibilityState === 'hidden') {
    const timer = setTimeout(run, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }
  const frame = requestAnimationFrame(() => {
    // Animation callbacks run before the frame's layout and paint; a task posted from one runs after them.
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * `value` as it was when the browser last painted: `before` at first, then each new value once a
 * frame with the render that brought it has been painted, in a transition (in slices, interrupted
 * by the next keystroke). Like useDeferredValue, but the deferred render starts only after that
 * paint: React's own deferred render is queued at once and, with its commit, can delay the frame
 * that shows what the urgent render changed (a search keystroke's first row of results).
 *
 * With `settleMs`, a value that replaces an earlier one also waits until it has stood that long
 * (each new value starts the wait again): while someone types, the deferred render, its commit and
 * the layout of what it adds never run between two keystrokes; the first value never waits.
 */
export function useAfterPaint<T>(value: T, before: T, settleMs = 0): T {
  const [painted, setPainted] = useState(before);
  const first = Object.is(painted, before);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    const show = () => startTransition(() => setPainted(value));
    if (first || settleMs <= 0) return afterNextPaint(show);
    let cancelPaint = () => {};
    const timer = setTimeout(() => {
      cancelPaint = afterNextPaint(show);
    }, settleMs);
    return () => {
      clearTimeout(timer);
      cancelPaint();
    };
  }, [value, painted, first, settleMs]);
  return painted;
}
