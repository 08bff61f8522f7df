import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { AppHeader } from './app-header';

const ADMIN_ENTRIES = [
  'Manage Articles',
  'Manage Publications',
  'Manage Resources',
  'Manage Products',
  'Review Due',
  'Membership Codes',
  'Support Tickets',
  'Members',
  'Activity',
  'Insights',
];

describe('AppHeader', () => {
  it('has the five navigation links', () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session: fakeSession('member') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Articles',
      'Publications',
      'Resources',
      'Products',
    ]);
  });

  it('offers members their saved items, account settings, the text size and Sign Out in My Account', async () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session: fakeSession('member') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'My Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Saved items', 'Account settings', 'Text size', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Saved items' })).toHaveAttribute('href', '/saved');
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  });

  it('shows the search the app composes into it, inside the banner', () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} search={<input aria-label="Search the library" />} />, { session: fakeSession('member') });
    expect(within(screen.getByRole('banner')).getByRole('textbox', { name: 'Search the library' })).toBeInTheDocument();
  });

  it('adds the admin entries for admins', async () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session: fakeSession('admin') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'My Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...ADMIN_ENTRIES, 'Saved items', 'Account settings', 'Text size', 'Sign Out']);
  });

  it('Text size opens a dialog that changes it, and Done gives the focus back to My Account', async () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session: fakeSession('member') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Text size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Text size' });
    await user.click(within(dialog).getByRole('radio', { name: 'Larger' }));
    expect(document.documentElement.style.fontSize).toBe('125%');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus());
    document.documentElement.style.fontSize = '';
    window.localStorage.clear();
  });

  it('mirrors navigation and account entries in the mobile menu', async () => {
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session: fakeSession('admin') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    for (const name of ['Dashboard', 'Articles', 'Publications', 'Resources', 'Products', ...ADMIN_ENTRIES, 'Saved items', 'Account settings']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Text size' })).toBeInTheDocument();
  });

  it('signs out to /login', async () => {
    const session = fakeSession('member');
    renderScreen(<AppHeader onSignOutFailed={() => {}} />, { session, path: '/blog' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('stays in place when sign-out fails', async () => {
    const session = fakeSession('member', { signOut: vi.fn(async () => false) });
    const onSignOutFailed = vi.fn();
    renderScreen(<AppHeader onSignOutFailed={onSignOutFailed} />, { session, path: '/blog' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignOutFailed).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog');
  });
});
