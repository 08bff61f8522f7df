import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeSession } from '@/testing/session';
import { Providers } from '@/testing/render';
import { AppLayout } from './app-layout';
import { SIGN_OUT_FAILED } from './sign-out-failed';

function renderLayout(signOut: () => Promise<boolean>) {
  const router = createMemoryRouter([{ path: '*', element: <AppLayout><p>Page</p></AppLayout> }], { initialEntries: ['/blog'] });
  render(
    <Providers session={fakeSession('member', { signOut: vi.fn(signOut) })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('AppLayout', () => {
  it('says so when sign-out fails, keeps the page, and the message can be closed', async () => {
    const router = renderLayout(async () => false);
    expect(screen.queryByText(SIGN_OUT_FAILED)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_OUT_FAILED);
    expect(router.state.location.pathname).toBe('/blog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText(SIGN_OUT_FAILED)).not.toBeInTheDocument());
  });

  it('shows no sign-out message when sign-out works', async () => {
    const router = renderLayout(async () => true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(SIGN_OUT_FAILED)).not.toBeInTheDocument();
  });
});
