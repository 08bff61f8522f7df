import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeSession } from '@/testing/session';
import { Providers } from '@/testing/render';
import { AppRoutes, startRouteCode } from './element-routes';
import { storedSessionKey } from '@/lib/firebase/stored-session';

/*
 * A screen's first reads start with its code, beside the session's restoring, when the
 * browser holds a session; a guest's screen reads nothing before signing in.
 */
const restoring = vi.hoisted(() => ({ started: 0 }));
vi.mock('@/lib/firebase/auth', () => ({
  startRestoring: () => {
    restoring.started++;
  },
  watchIdToken: () => () => {},
}));
// The screens themselves render too: their own reads must reach no Firestore from here.
vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()),
  getDb: () => {
    throw new Error('Firestore used in a routing test');
  },
}));
const preloads = vi.hoisted(() => ({ record: vi.fn(), list: vi.fn(), featured: vi.fn() }));
vi.mock('@/features/library/api/use-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/library/api/use-content')>()),
  preloadContentRecord: preloads.record,
  preloadContentList: preloads.list,
}));
vi.mock('@/features/library/api/featured-articles', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/library/api/featured-articles')>()),
  preloadFeaturedArticles: preloads.featured,
}));

const STORED = storedSessionKey('demo-api-key');

function open(path: string) {
  render(
    <Providers session={fakeSession('member')}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

describe("a screen's first reads", () => {
  beforeEach(() => {
    // The screens' own failed reads (no Firestore here) are logged: not what these tests look at.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => localStorage.clear());

  it('start with the route code when the browser holds a session: the record of its address, a list, the featured articles', async () => {
    localStorage.setItem(STORED, '{}');
    open('/blog/understanding-sciatica');
    await vi.waitFor(() => expect(preloads.record).toHaveBeenCalledWith('articles', 'understanding-sciatica'));
    expect(restoring.started).toBe(1);
    open('/publications');
    await vi.waitFor(() => expect(preloads.list).toHaveBeenCalledWith('publications'));
    open('/dashboard');
    await vi.waitFor(() => expect(preloads.featured).toHaveBeenCalled());
  });

  it('do not start for a browser without a session', async () => {
    preloads.record.mockClear();
    open('/resources/walking-program');
    // The route's code arrives (its screen would render for a member), and still nothing is read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preloads.record).not.toHaveBeenCalled();
  });
});

describe('the first render (main.tsx waits for startRouteCode)', () => {
  it("paints the screen itself, no fallback in between, once the route's code is here", async () => {
    // React holds back content that replaces a committed fallback for 300 ms: the entry renders
    // only once what startRouteCode returns has settled, so the first commit is the screen.
    const code = startRouteCode('/register');
    let settled = false;
    void code.then(() => (settled = true));
    expect(settled).toBe(false);
    await code;
    render(
      <Providers session={fakeSession('guest')}>
        <MemoryRouter initialEntries={['/register']}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    // Synchronously after the first render: the form, not the loading screen.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/create/i);
    expect(screen.queryByText('Loading PMC Portal...')).toBeNull();
  });
});
