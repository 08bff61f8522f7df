import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import type { Role } from '@common/roles';
import type { Session } from '@/lib/session';
import { fakeSession } from '@/testing/session';
import { Providers } from '@/testing/render';
import { AppRoutes } from './element-routes';

// The route modules load the real screens; Firebase itself must never be reached from here.
vi.mock('@/lib/firebase/auth', () => ({
  getAppAuth: () => {
    throw new Error('Firebase Auth used in a routing test');
  },
}));
vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()),
  getDb: () => {
    throw new Error('Firestore used in a routing test');
  },
}));
vi.mock('@/lib/firebase/functions', () => ({
  getAppFunctions: () => {
    throw new Error('Functions used in a routing test');
  },
}));

type Who = Role | null | 'guest' | 'loading';

/** Where the app's routes are, as the router sees it. */
interface Where {
  pathname: string;
}

function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(pathname), [onChange, pathname]);
  return null;
}

function open(entry: InitialEntry, who: Who, overrides: Partial<Session> = {}): Where {
  const where: Where = { pathname: '' };
  render(
    <Providers session={fakeSession(who, overrides)}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <LocationProbe
          onChange={(pathname) => {
            where.pathname = pathname;
          }}
        />
      </MemoryRouter>
    </Providers>,
  );
  return where;
}

async function expectLanding(where: Where, pathname: string, heading: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(where.pathname).toBe(pathname));
}

describe('route guards', () => {
  it('shows the loading screen while the session resolves', async () => {
    open('/dashboard', 'loading');
    expect(await screen.findByText('Loading PMC Portal...')).toBeInTheDocument();
    expect(screen.getByText('If this takes too long, please refresh the page')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard'],
    ['/blog/some-article'],
    ['/admin/articles'],
    ['/'],
    ['/no/such/page'],
  ])('sends a guest from %s to /login', async (path) => {
    const where = open(path, 'guest');
    await expectLanding(where, '/login', 'Sign In');
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('lets a guest read %s before joining, in the guest frame with the way back to sign in', async (path, title) => {
    await expectLanding(open(path, 'guest'), path, title);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows a member the legal pages in the portal’s layout', async () => {
    await expectLanding(open('/terms', 'member'), '/terms', 'Terms of Service');
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to sign in' })).not.toBeInTheDocument();
  });

  it('keeps guests on the guest pages', async () => {
    await expectLanding(open('/register', 'guest'), '/register', 'Create Account');
  });

  it('shows a signed-in non-member the Membership Validation step on /login and /register', async () => {
    await expectLanding(open('/login', null), '/login', 'Membership Validation');
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });

  it('sends a signed-in non-member from member pages to the validation step', async () => {
    const where = open('/dashboard', null);
    await expectLanding(where, '/login', 'Membership Validation');
  });

  it('sends a member away from the guest pages to the dashboard', async () => {
    await expectLanding(open('/login', 'member'), '/dashboard', 'Welcome, Pat Example');
  });

  it('returns a member to the page they first asked for', async () => {
    const where = open({ pathname: '/login', state: { from: { pathname: '/resources', search: '', hash: '' } } }, 'member');
    await expectLanding(where, '/resources', 'Patient Resources');
  });

  it.each([['/'], ['/unknown']])('sends a member from %s to /dashboard', async (path) => {
    await expectLanding(open(path, 'member'), '/dashboard', 'Welcome, Pat Example');
  });

  it('keeps members out of the admin screens', async () => {
    await expectLanding(open('/admin/articles', 'member'), '/dashboard', 'Welcome, Pat Example');
  });

  it.each([
    ['/admin/articles', 'Manage Articles'],
    ['/admin/membership-codes', 'Membership Codes'],
    ['/admin/support-tickets', 'Support Tickets'],
    ['/admin/members', 'Members'],
    ['/admin/activity', 'Activity'],
    ['/admin/review-due', 'Review Due'],
    ['/admin/insights', 'Insights'],
  ])('lets an admin open %s', async (path, heading) => {
    await expectLanding(open(path, 'admin'), path, heading);
  });

  it('shows staff signed in without a second factor the enrollment instead of an admin screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectLanding(open('/admin/members', 'admin', { secondFactor: false }), '/admin/members', 'Protect your staff account');
    expect(screen.queryByRole('heading', { level: 1, name: 'Members' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Mobile phone number' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the member library' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows members the content pages in the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectLanding(open('/publications', 'member'), '/publications', 'Scientific Publications');
    // Firestore is stubbed to fail here: the list shows its error state.
    expect(await screen.findByText('Failed to load publications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it.each([
    ['/privacy', 'Privacy Policy', true],
    ['/terms', 'Terms of Service', true],
    ['/cookies', 'Cookie Policy', true],
    ['/disclaimer', 'Disclaimer', false],
  ])('renders %s with its effective date rule', async (path, title, dated) => {
    await expectLanding(open(path, 'member'), path, title);
    expect(screen.queryByText('Effective date: 5.22.2025') !== null).toBe(dated);
    expect(screen.getAllByRole('link', { name: 'members@pmc-portal.example' }).length).toBeGreaterThan(0);
    expect(document.title).toBe(`${title} | PMC Portal`);
  });
});
