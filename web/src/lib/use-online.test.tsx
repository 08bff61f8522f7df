import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useOnline } from './use-online';

function Probe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOnline', () => {
  it('follows the browser between offline and online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Probe />);
    expect(screen.getByText('online')).toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
