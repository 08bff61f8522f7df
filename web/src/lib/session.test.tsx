import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@common/messages';
import { reportAccessRefusal } from './access-refusal';
import { queryClient } from './query-client';
import { SessionProvider, startAuth, useSession } from './session';
import { storedSessionKey } from './firebase/stored-session';
import { keep, list, wipe } from './kept-store';

type Listener = (user: unknown) => void;
const auth = vi.hoisted(() => ({
  listener: null as null | ((user: unknown) => void),
  currentUser: null as unknown,
  signOut: vi.fn(),
}));
// The session's side of Firebase Auth (lib/firebase/auth.ts), with a listener the tests drive.
vi.mock('@/lib/firebase/auth', () => ({
  startRestoring: () => {},
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
    emailVerified: true,
    claims,
    getIdToken: vi.fn(async () => 'token'),
    getIdTokenResult: vi.fn(async () => ({ claims })),
  };
}

const seen: { session: ReturnType<typeof useSession> | null; states: string[] } = { session: null, states: [] };
function Probe() {
  const session = useSession();
  useEffect(() => {
    seen.session = session;
    seen.states.push(`${session.status}|${session.user?.uid ?? '-'}|${session.role ?? '-'}`);
  });
  return (
    <>
      <p data-testid="state">{`${session.status}|${session.user?.uid ?? '-'}|${session.role ?? '-'}|${session.isMember}|${session.isAdmin}`}</p>
      <p data-testid="notice">{session.accessNotice ?? ''}</p>
    </>
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
// Read from the same commit as state(): `seen` is written by an effect, which may still be pending.
const notice = () => screen.getByTestId('notice').textContent;
const STORED_KEY = storedSessionKey('test-key');

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

  it('clears the server data cache on sign-out and when the account changes', async () => {
    const clear = vi.spyOn(queryClient, 'clear');
    await emit(fakeUser('u1', 'member'));
    await act(async () => {
      await expect(seen.session!.signOut()).resolves.toBe(true);
    });
    expect(clear).toHaveBeenCalledTimes(1);
    await emit(fakeUser('u2', 'member')); // another account signed in (e.g. in another tab)
    expect(clear).toHaveBeenCalledTimes(2);
    await emit(fakeUser('u2', 'member')); // a token refresh of the same account keeps the data
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();
  });

  it('logs a failed sign-out and keeps the session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clear = vi.spyOn(queryClient, 'clear');
    await emit(fakeUser('u1', 'member'));
    auth.signOut.mockRejectedValue(new Error('offline'));
    await act(async () => {
      await expect(seen.session!.signOut()).resolves.toBe(false);
    });
    expect(error).toHaveBeenCalledWith('Sign-out failed', expect.any(Error));
    expect(clear).not.toHaveBeenCalled();
    expect(state()).toBe('ready|u1|member|true|false');
    clear.mockRestore();
    error.mockRestore();
  });

  describe('after a refused request', () => {
    /** u1, believed `role`; a forced refresh answers `fresh` (a role, or a refresh error) and emits like Firebase. */
    async function signedIn(role: string, fresh: string | undefined | Error) {
      const user = fakeUser('u1', role);
      user.getIdToken.mockImplementation(async () => {
        if (fresh instanceof Error) throw fresh;
        user.claims.role = fresh;
        auth.listener?.(user);
        return 'token';
      });
      auth.signOut.mockImplementation(async () => auth.listener?.(null));
      await emit(user);
      return user;
    }

    const refuse = (code: string) =>
      act(async () => {
        reportAccessRefusal(Object.assign(new Error(code), { code }));
        await vi.waitFor(() => expect(seen.session?.status).toBe('ready'));
      });

    it.each([
      ['membership removed: Firestore refuses', 'member', undefined, 'permission-denied'],
      ['admin removed: a callable refuses', 'admin', 'member', 'functions/permission-denied'],
      ['Storage refuses', 'member', undefined, 'storage/unauthorized'],
      ['the sign-in was revoked', 'member', Object.assign(new Error('expired'), { code: 'auth/user-token-expired' }), 'unauthenticated'],
    ] as const)('%s: says so once, clears cached member data and signs out', async (_case, role, fresh, code) => {
      const clear = vi.spyOn(queryClient, 'clear');
      await signedIn(role, fresh);
      seen.states = [];
      await refuse(code);
      await refuse(code);
      await vi.waitFor(() => expect(state()).toBe('ready|-|-|false|false'));
      expect(auth.signOut).toHaveBeenCalledTimes(1);
      expect(clear).toHaveBeenCalled();
      expect(notice()).toBe(MESSAGES.accessChanged);
      // No half-known role in between: a guard would have shown another screen first.
      expect(seen.states.filter((s) => s !== `ready|u1|${role}` && s !== 'ready|-|-')).toEqual([]);
      clear.mockRestore();
    });

    it('keeps the session when the role is unchanged (an ordinary refusal) or the error is no refusal', async () => {
      const user = await signedIn('member', 'member');
      await refuse('permission-denied');
      await vi.waitFor(() => expect(user.getIdToken).toHaveBeenCalledWith(true));
      await act(() => vi.dynamicImportSettled());
      await refuse('unavailable');
      expect(user.getIdToken).toHaveBeenCalledTimes(1);
      expect(auth.signOut).not.toHaveBeenCalled();
      expect(state()).toBe('ready|u1|member|true|false');
      expect(notice()).toBe('');
    });

    it('ignores refusals of an account that is not a member', async () => {
      const user = await signedIn('', undefined);
      await refuse('permission-denied');
      expect(user.getIdToken).not.toHaveBeenCalled();
      expect(auth.signOut).not.toHaveBeenCalled();
    });

    it('drops the notice when dismissed and at the next sign-in', async () => {
      await signedIn('member', undefined);
      await refuse('permission-denied');
      await vi.waitFor(() => expect(seen.session!.accessNotice).toBe(MESSAGES.accessChanged));
      act(() => seen.session!.dismissAccessNotice());
      expect(seen.session!.accessNotice).toBeNull();

      await signedIn('member', undefined);
      await refuse('permission-denied');
      await vi.waitFor(() => expect(seen.session!.accessNotice).toBe(MESSAGES.accessChanged));
      await emit(fakeUser('u1', 'member'));
      expect(seen.session!.accessNotice).toBeNull();
    });
  });
});

describe('pages kept for offline, on a shared device', () => {
  const keptOf = async (uid: string) => (await list(uid)).items.map((item) => item.id);

  beforeEach(async () => {
    auth.signOut.mockReset().mockImplementation(async () => auth.listener?.(null));
    localStorage.setItem(STORED_KEY, '{}');
    await wipe();
    await keep('u1', { kind: 'articles', id: 'a-1', address: 'pacing', title: 'Pacing', record: { id: 'a-1' } });
    renderProvider();
  });

  it('stay through an offline start and a token refresh of the same account', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await emit(fakeUser('u1', 'member'));
    await emit(fakeUser('u1', 'member'));
    await act(() => vi.dynamicImportSettled());
    expect(await keptOf('u1')).toEqual(['a-1']);
    vi.restoreAllMocks();
  });

  it('are deleted on sign-out', async () => {
    await emit(fakeUser('u1', 'member'));
    await act(async () => {
      await expect(seen.session!.signOut()).resolves.toBe(true);
    });
    expect(await keptOf('u1')).toEqual([]);
    expect(localStorage.getItem('pmc:kept')).toBeNull();
  });

  it('are deleted when another account signs in on the device', async () => {
    await emit(fakeUser('u2', 'member'));
    await vi.waitFor(async () => expect(await keptOf('u1')).toEqual([]));
  });

  it('are deleted when the backend ends the access', async () => {
    const user = fakeUser('u1', 'member');
    user.getIdToken.mockImplementation(async () => {
      user.claims.role = undefined;
      return 'token';
    });
    await emit(user);
    await act(async () => {
      reportAccessRefusal(Object.assign(new Error('refused'), { code: 'permission-denied' }));
    });
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect(await keptOf('u1')).toEqual([]));
  });
});
