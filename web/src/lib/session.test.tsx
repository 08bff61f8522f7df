import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { onMemberCacheClear } from './member-cache';
import { SessionProvider, startAuth, useSession } from './session';

type Listener = (user: unknown) => void;
const auth = vi.hoisted(() => ({
  listener: null as null | ((user: unknown) => void),
  currentUser: null as unknown,
  signOut: vi.fn(),
}));
// The session's side of Firebase Auth (lib/firebase/auth.ts), with a listener the tests drive.
vi.mock('@/lib/firebase/auth', () => ({
  watchIdToken: (listener: Listener) => {
    auth.listener = listener;
    return () => {
      auth.listener = null;
    };
  },
  currentUser: () => auth.currentUser,
  signOutOfFirebase: () => auth.signOut(),
}));

function fakeUser(uid: string, role?: string) {
  const claims = { role };
  return {
    uid,
    email: `${uid}@example.org`,
    displayName: null,
    claims,
    getIdToken: vi.fn(async () => 'token'),
    getIdTokenResult: vi.fn(async () => ({ claims })),
  };
}

const seen: { session: ReturnType<typeof useSession> | null } = { session: null };
function Probe() {
  const session = useSession();
  useEffect(() => {
    seen.session = session;
  });
  return (
    <p data-testid="state">{`${session.status}|${session.user?.uid ?? '-'}|${session.role ?? '-'}|${session.isMember}|${session.isAdmin}`}</p>
  );
}

async function emit(user: unknown) {
  await vi.waitFor(() => expect(auth.listener).not.toBeNull());
  await act(async () => {
    auth.currentUser = user;
    auth.listener?.(user);
  });
}

function renderProvider() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const STORED_KEY = 'firebase:authUser:test-key:[DEFAULT]';

// First in the file: Auth has not been loaded by any test yet.
describe('SessionProvider in a browser without a stored session', () => {
  it('is a guest at once and subscribes when a guest screen loads Auth', async () => {
    localStorage.removeItem(STORED_KEY);
    renderProvider();
    expect(state()).toBe('ready|-|-|false|false');
    // Had the provider started loading Auth itself, that load would have finished by now.
    await act(() => vi.dynamicImportSettled());
    expect(auth.listener).toBeNull();
    await act(async () => {
      await startAuth();
    });
    await emit(fakeUser('u1', 'member'));
    expect(state()).toBe('ready|u1|member|true|false');
  });
});

describe('SessionProvider', () => {
  beforeEach(() => {
    auth.signOut.mockReset().mockResolvedValue(undefined);
    localStorage.setItem(STORED_KEY, '{}');
    renderProvider();
  });

  it('is loading until Firebase Auth answers, then reads the role claim', async () => {
    expect(state()).toBe('loading|-|-|false|false');
    await emit(null);
    expect(state()).toBe('ready|-|-|false|false');
    await emit(fakeUser('u1'));
    expect(state()).toBe('ready|u1|-|false|false');
    await emit(fakeUser('u2', 'admin'));
    expect(state()).toBe('ready|u2|admin|true|true');
  });

  it('ignores unknown role values', async () => {
    await emit(fakeUser('u1', 'superuser'));
    expect(state()).toBe('ready|u1|-|false|false');
  });

  it('refreshClaims forces a new token and re-reads the role', async () => {
    const user = fakeUser('u1');
    await emit(user);
    user.claims.role = 'member';
    await act(async () => {
      await expect(seen.session!.refreshClaims()).resolves.toBe('member');
    });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(state()).toBe('ready|u1|member|true|false');
  });

  it('clears cached member data on sign-out and when the account changes', async () => {
    const clear = vi.fn();
    const stop = onMemberCacheClear(clear);
    await emit(fakeUser('u1', 'member'));
    await act(async () => {
      await expect(seen.session!.signOut()).resolves.toBe(true);
    });
    expect(clear).toHaveBeenCalledTimes(1);
    await emit(fakeUser('u2', 'member')); // another account signed in (e.g. in another tab)
    expect(clear).toHaveBeenCalledTimes(2);
    await emit(fakeUser('u2', 'member')); // a token refresh of the same account keeps the data
    expect(clear).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed sign-out and keeps the session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clear = vi.fn();
    const stop = onMemberCacheClear(clear);
    await emit(fakeUser('u1', 'member'));
    auth.signOut.mockRejectedValue(new Error('offline'));
    await act(async () => {
      await expect(seen.session!.signOut()).resolves.toBe(false);
    });
    expect(error).toHaveBeenCalledWith('Sign-out failed', expect.any(Error));
    expect(clear).not.toHaveBeenCalled();
    expect(state()).toBe('ready|u1|member|true|false');
    stop();
    error.mockRestore();
  });
});
