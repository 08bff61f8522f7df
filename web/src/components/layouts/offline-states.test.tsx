import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeSession } from '@/testing/session';
import { Providers } from '@/testing/render';
import { OFFLINE_TEXTS } from '@/components/ui/needs-connection';
import { AppLayout } from './app-layout';

function renderLayoutAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppLayout><p>Page</p></AppLayout> }], { initialEntries: [path] });
  render(
    <Providers session={fakeSession('member')}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the members frame offline', () => {
  it('says so in the header as a status (no dialog), and says nothing online', () => {
    renderLayoutAt('/blog');
    const status = screen.getAllByRole('status').find((element) => element.hasAttribute('data-offline-banner'))!;
    expect(status).toBeEmptyDOMElement();
    goOffline();
    expect(status).toHaveTextContent(OFFLINE_TEXTS.banner);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a screen that can be read from kept pages, and says another one needs a connection', async () => {
    const router = renderLayoutAt('/blog/some-article');
    goOffline();
    expect(screen.getByText('Page')).toBeVisible();
    await act(() => router.navigate('/support'));
    expect(screen.getByRole('heading', { name: OFFLINE_TEXTS.needsTitle })).toBeVisible();
    expect(screen.queryByText('Page')).toBeNull();
  });
});
