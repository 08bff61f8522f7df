import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { afterNextPaint, useAfterPaint } from './after-paint';

describe('afterNextPaint', () => {
  it('runs after the next frame, in a task of its own, and not when cancelled', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      const ran: string[] = [];
      afterNextPaint(() => ran.push('kept'));
      const cancel = afterNextPaint(() => ran.push('cancelled'));
      cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ran).toEqual([]); // nothing before a frame
      for (const frame of frames) frame(performance.now());
      expect(ran).toEqual([]); // not inside the frame's callbacks either
      await vi.waitFor(() => expect(ran).toEqual(['kept']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function Shown({ value, settleMs }: { value: string; settleMs?: number }) {
  const painted = useAfterPaint(value, 'nothing yet', settleMs);
  return <p>{`${value} / ${painted}`}</p>;
}

describe('useAfterPaint', () => {
  it('gives the value before, then each new value once a frame with it has been painted', async () => {
    const { rerender } = render(<Shown value="a" />);
    expect(screen.getByText('a / nothing yet')).toBeInTheDocument();
    expect(await screen.findByText('a / a')).toBeInTheDocument();
    act(() => rerender(<Shown value="b" />));
    expect(screen.getByText('b / a')).toBeInTheDocument();
    expect(await screen.findByText('b / b')).toBeInTheDocument();
  });
});

/** The same value twice: without a settle time (it shows when a frame has been painted) and with one. */
function Pair({ value, painted }: { value: string; painted: string[] }) {
  const settled = useAfterPaint(value, 'nothing yet', 400);
  if (painted.at(-1) !== settled) painted.push(settled);
  return (
    <>
      <Shown value={value} />
      <p>{`settled ${settled}`}</p>
    </>
  );
}

describe('useAfterPaint with a settle time', () => {
  it('gives the first value at the next paint, and a later one only once it has stood that long', async () => {
    const painted: string[] = [];
    const { rerender } = render(<Pair value="a" painted={painted} />);
    expect(await screen.findByText('settled a')).toBeInTheDocument();
    act(() => rerender(<Pair value="ab" painted={painted} />));
    // A frame with "ab" has been painted: the value without a settle time shows it, this one not yet.
    await screen.findByText('ab / ab');
    expect(screen.getByText('settled a')).toBeInTheDocument();
    // A new value before the time is up starts the wait again.
    act(() => rerender(<Pair value="abc" painted={painted} />));
    await screen.findByText('abc / abc');
    expect(screen.getByText('settled a')).toBeInTheDocument();
    expect(await screen.findByText('settled abc', undefined, { timeout: 2_000 })).toBeInTheDocument();
    expect(painted).not.toContain('ab');
  });
});
