import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { afterFirstScreen } from './after-first-screen';

describe('afterFirstScreen: what waits for the first screen and its data', () => {
  afterEach(() => queryClient.clear());

  it('runs once the page has loaded, no read is under way and the browser is idle', async () => {
    expect(document.readyState).toBe('complete');
    let finish!: (value: string) => void;
    void queryClient.fetchQuery({ queryKey: ['after-first-screen', 'read'], queryFn: () => new Promise<string>((resolve) => (finish = resolve)) });
    expect(queryClient.isFetching()).toBe(1);

    const run = vi.fn();
    afterFirstScreen(run);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();

    finish('done');
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // Later reads start nothing again.
    await queryClient.fetchQuery({ queryKey: ['after-first-screen', 'later'], queryFn: async () => 'later' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) when the first screen reads nothing', async () => {
    const run = vi.fn();
    afterFirstScreen(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });
});
