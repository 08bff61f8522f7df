import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useNavigationPending } from '@/lib/navigation-pending';
import { AppBrowserRouter } from './browser-router';
import { toElementRoute } from './element-routes';
import { useCaughtError, useRouteHandle } from './route-context';
import { ScrollRestoration } from './scroll-restoration';

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

function Caught() {
  return <p>Caught: {String((useCaughtError() as Error).message)}</p>;
}

function Handled() {
  return <p>Handle: {useRouteHandle<{ name: string }>().name}</p>;
}

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">To b</Link>
      <Link to="/a">To a</Link>
    </>
  );
}

describe('the routes rendered declaratively', () => {
  it("shows a route's ErrorBoundary when a screen's code cannot load, and the next page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = [
      {
        ErrorBoundary: Caught,
        Component: Outlet,
        children: [
          { path: '/a', lazy: () => Promise.reject(new Error('chunk gone')) },
          { path: '/b', element: <Page name="Page b" /> },
        ],
      },
    ].map(toElementRoute);
    function Nav() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/b')}>Go</button>;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Nav />
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Caught: chunk gone')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Page b' })).toBeInTheDocument();
  });

  it("gives a lazy route's component its handle, with the first screen's fallback meanwhile", async () => {
    const table = [{ HydrateFallback: () => <p>Loading</p>, children: [{ path: '/a', handle: { name: 'legal' }, lazy: async () => ({ Component: Handled }) }] }].map(toElementRoute);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Handle: legal')).toBeInTheDocument();
  });

  it("keeps the current screen and says a navigation is pending while the next screen's code loads", async () => {
    let arrive: (module: { Component: () => React.JSX.Element }) => void = () => {};
    const table = [
      {
        Component: function Frame() {
          return (
            <>
              {useNavigationPending() && <p>Pending</p>}
              <Outlet />
            </>
          );
        },
        children: [
          { path: '/a', element: <Page name="Page a" /> },
          { path: '/b', lazy: () => new Promise<{ Component: () => React.JSX.Element }>((resolve) => (arrive = resolve)) },
        ],
      },
    ].map(toElementRoute);
    window.history.replaceState(null, '', '/a');
    render(
      <AppBrowserRouter>
        <Routes table={table} />
      </AppBrowserRouter>,
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'To b' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page a' })).toBeInTheDocument();
    await act(async () => arrive({ Component: () => <Page name="Page b" /> }));
    expect(await screen.findByRole('heading', { name: 'Page b' })).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where the page was on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>Back</button>;
    }
    const table = [
      { path: '/a', element: <Page name="Page a" /> },
      { path: '/b', element: <Page name="Page b" /> },
    ];
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes table={table} />
        <Back />
        <ScrollRestoration />
      </MemoryRouter>,
    );
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'To b' }));
    await screen.findByRole('heading', { name: 'Page b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Page a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
