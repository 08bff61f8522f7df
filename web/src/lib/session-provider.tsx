import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { ROLE_CLAIM, type Role } from '@common/roles';
import { authLoaded, hasStoredSession, startAuth } from './auth-loader';
import { clearMemberCache } from './member-cache';
import { roleFlags, SessionContext, toRole, type Session, type SessionUser } from './session';

interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
  role: Role | null;
}

function snapshot(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

async function readRole(user: User): Promise<Role | null> {
  const { claims } = await user.getIdTokenResult();
  return toRole(claims[ROLE_CLAIM]);
}

/**
 * Who is signed in, from Firebase Auth's ID token. Without a stored session the browser is a guest
 * from the first render and Auth loads when a guest screen asks for it (lib/auth-loader.ts); with
 * one, the session is 'loading' until Auth has answered.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored] = useState(hasStoredSession);
  const [state, setState] = useState<SessionState>({ status: stored ? 'loading' : 'ready', user: null, role: null });
  // undefined until the first auth event, then the uid (or null) last seen.
  const lastUid = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    let latest = 0;
    let active = true;
    let unsubscribe = () => {};
    void authLoaded().then((auth) => {
      if (!active) return;
      unsubscribe = auth.watchIdToken(onUser);
    });
    if (stored) void startAuth();

    function onUser(user: User | null) {
      const event = ++latest;
      const uid = user?.uid ?? null;
      if (lastUid.current && lastUid.current !== uid) clearMemberCache();
      lastUid.current = uid;
      if (!user) {
        setState({ status: 'ready', user: null, role: null });
        return;
      }
      readRole(user).then(
        (role) => {
          if (active && event === latest) setState({ status: 'ready', user: snapshot(user), role });
        },
        (error: unknown) => {
          console.error('Could not read the account role', error);
          if (active && event === latest) setState({ status: 'ready', user: snapshot(user), role: null });
        },
      );
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [stored]);

  const refreshClaims = useCallback(async () => {
    const user = (await startAuth()).currentUser();
    if (!user) return null;
    await user.getIdToken(true);
    const role = await readRole(user);
    setState({ status: 'ready', user: snapshot(user), role });
    return role;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await (await startAuth()).signOutOfFirebase();
    } catch (error) {
      console.error('Sign-out failed', error);
      return false;
    }
    clearMemberCache();
    return true;
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, ...roleFlags(state.role), refreshClaims, signOut }),
    [state, refreshClaims, signOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
