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

describe('useAfterPaint with a settle time', () => {
  it('gives the first value at the next paint, and a later one only once it has stood that long', async () => {
    const { rerender } = render(<Shown value="a" settleMs={150} />);
    expect(await screen.findByText('a / a')).toBeInTheDocument();
    act(() => rerender(<Shown value="ab" settleMs={150} />));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('ab / a')).toBeInTheDocument();
    // A new value before the time is up starts the wait again.
    act(() => rerender(<Shown value="abc" settleMs={150} />));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('abc / a')).toBeInTheDocument();
    expect(await screen.findByText('abc / abc')).toBeInTheDocument();
    expect(screen.queryByText('abc / ab')).not.toBeInTheDocument();
  });
});
