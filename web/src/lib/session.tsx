/**
 * The session: who is signed in and with which role, from Firebase Auth's ID token. The one door
 * for the app: <SessionProvider> (app/provider), useSession() (screens), startAuth() (the guest
 * screens preload Auth). Firebase itself stays in lib/firebase/auth.ts, which loads on demand.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { isAdminRole, isMemberRole, ROLE_CLAIM, ROLES, type Role } from '@common/roles';
import type * as FirebaseAuth from './firebase/auth';
import { onAccessRefusal } from './access-refusal';
import { clearServerData } from './query-client';
import { keptFollowSession } from './kept-flag';
import { holdsStoredSession } from './firebase/stored-session';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether the account's e-mail address is verified (the notice asks until it is; never blocks). */
  emailVerified: boolean;
}

export interface Session {
  /** 'loading' until Firebase Auth has told us who is signed in (docs/product.md §4 isLoading). */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** From the ID token's custom claim (docs/decisions/0001-backend-enforces-security.md); null for a signed-in non-member. */
  role: Role | null;
  isMember: boolean;
  isAdmin: boolean;
  /**
   * Whether this sign-in finished with a second factor (the ID token's
   * firebase.sign_in_second_factor): the backend treats a staff token without one as a member's, so
   * staff without it see the enrollment screen instead of the admin screens.
   */
  secondFactor: boolean;
  /** Forces a new ID token and re-reads its role (after redeeming a code or an owner grant). */
  refreshClaims: () => Promise<Role | null>;
  /**
   * Resolves false when sign-out failed: the failure is logged and the person stays where they are.
   * `notice`, when given, is what the sign-in screen then says (an account just deleted).
   */
  signOut: (notice?: string) => Promise<boolean>;
  /**
   * MESSAGES.accessChanged after this browser's session ended from elsewhere (the session signed
   * out): staff took membership or admin away, or a password change signed the account's other
   * browsers out (the text names neither: it is no removal); or a sign-out's own notice. The sign-in
   * screen shows it until dismissed or the next sign-in. Else null.
   */
  accessNotice: string | null;
  dismissAccessNotice: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function toRole(value: unknown): Role | null {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;
}

export function roleFlags(role: Role | null): Pick<Session, 'isMember' | 'isAdmin'> {
  return { isMember: isMemberRole(role), isAdmin: isAdminRole(role) };
}

/*
 * Firebase Auth (SDK and app) loads on demand. A browser that holds no stored
 * session is a guest until someone signs in, so the sign-in screens render at once and load Auth
 * right after (GuestOnly); a browser with a stored session loads it at start and waits for it
 * (the loading screen). Either way the session subscribes as soon as Auth has loaded.
 */
type FirebaseAuthModule = typeof FirebaseAuth;

let loading: Promise<FirebaseAuthModule> | undefined;
let announce: (auth: FirebaseAuthModule) => void = () => {};
const loaded = new Promise<FirebaseAuthModule>((resolve) => {
  announce = resolve;
});

/** Starts loading Firebase Auth (once); resolves with the session's Auth functions. */
export function startAuth(): Promise<FirebaseAuthModule> {
  loading ??= import('./firebase/auth').then(
    (auth) => {
      // Auth starts restoring a stored session now (its lookup goes out), not when the first
      // screen has rendered and subscribed.
      auth.startRestoring();
      announce(auth);
      return auth;
    },
    (error: unknown) => {
      loading = undefined; // the next caller tries again (a dropped connection, a new deploy)
      throw error;
    },
  );
  return loading;
}

/**
 * Whether this browser holds a Firebase Auth session, in localStorage ("Remember me") or
 * sessionStorage (lib/firebase/stored-session.ts knows Auth's keys). Unreadable storage counts as
 * "maybe": wait for Auth.
 */
function hasStoredSession(): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some(holdsStoredSession);
  } catch {
    return true;
  }
}

/**
 * Called by the entry before the first render: a browser that holds a session starts loading
 * Firebase Auth at once, beside the screen's code rather than after it (the member
 * screens wait on Auth before their first read).
 */
export function startStoredSession(): Promise<void> | null {
  if (!hasStoredSession()) return null;
  return startAuth().then(
    () => undefined,
    (error: unknown) => console.error('Could not load Firebase Auth', error),
  );
}

/**
 * Resolves once Firebase Auth has loaded and is restoring this browser's stored session, so that a
 * read started then goes out with the member's token as soon as Auth has it (the SDK waits for
 * that). Null for a browser without one: a guest's screen reads nothing before signing in.
 */
export function storedSessionStarted(): Promise<unknown> | null {
  return hasStoredSession() ? startAuth() : null;
}

interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
  role: Role | null;
  secondFactor: boolean;
}

function snapshot(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
}

async function readRole(user: User): Promise<Role | null> {
  return (await readClaims(user)).role;
}

/** The role and whether the sign-in had a second factor, from the account's current ID token. */
async function readClaims(user: User): Promise<Pick<SessionState, 'role' | 'secondFactor'>> {
  const { claims, signInSecondFactor } = await user.getIdTokenResult();
  return { role: toRole(claims[ROLE_CLAIM]), secondFactor: Boolean(signInSecondFactor) };
}

const verificationChecked = new Set<string>();

/**
 * A verification link opened elsewhere changes the account, not this browser's user or token: once
 * per page load, an unverified account is read again and, when verified now, gets a fresh token
 * (the rules and callables read email_verified from it). The token event updates the session.
 */
async function refreshVerification(user: User): Promise<void> {
  if (user.emailVerified || verificationChecked.has(user.uid)) return;
  verificationChecked.add(user.uid);
  try {
    await user.reload();
    if (user.emailVerified) await user.getIdToken(true);
  } catch (error) {
    console.warn('Could not check the e-mail verification', error);
  }
}

/** While a promise is held, auth events wait for it (an access check must not flash a guard's redirect). */
type Hold = { current: Promise<void> | null };

/**
 * Follows Firebase Auth once it has loaded (whoever started it). Without a stored session the
 * browser is a guest from the first render; with one, the session is 'loading' until Auth answers.
 */
function useAuthState(hold: Hold): [SessionState, (state: SessionState) => void] {
  const [stored] = useState(hasStoredSession);
  const [state, setStateNow] = useState<SessionState>({ status: stored ? 'loading' : 'ready', user: null, role: null, secondFactor: false });
  const loading = useRef(state.status === 'loading');
  // The first answer renders the whole first screen: in a transition, which React renders in slices
  // (one long task on a phone otherwise). Every later change (sign-out, access taken away) at once.
  const setState = useCallback((next: SessionState) => {
    if (!loading.current) return setStateNow(next);
    loading.current = false;
    startTransition(() => setStateNow(next));
  }, []);
  // undefined until the first auth event, then the uid (or null) last seen.
  const lastUid = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    let latest = 0;
    let active = true;
    let unsubscribe = () => {};
    void loaded.then((auth) => {
      if (!active) return;
      unsubscribe = auth.watchIdToken(onUser);
    });
    if (stored) void startAuth();

    function onUser(user: User | null) {
      const event = ++latest;
      if (hold.current) void hold.current.then(() => event === latest && follow(user, event));
      else follow(user, event);
    }

    function follow(user: User | null, event: number) {
      const uid = user?.uid ?? null;
      if (lastUid.current && lastUid.current !== uid) clearServerData();
      lastUid.current = uid;
      // Pages kept for offline are the signed-in account's only: Auth ends a session only on a sign-out or
      // the backend's answer (a revoked or deleted account), never for a lost connection.
      void keptFollowSession(uid);
      if (!user) {
        setState({ status: 'ready', user: null, role: null, secondFactor: false });
        return;
      }
      readClaims(user).then(
        (claims) => {
          if (active && event === latest) setState({ status: 'ready', user: snapshot(user), ...claims });
        },
        (error: unknown) => {
          console.error('Could not read the account role', error);
          if (active && event === latest) setState({ status: 'ready', user: snapshot(user), role: null, secondFactor: false });
        },
      );
      void refreshVerification(user);
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [stored, hold, setState]);

  return [state, setState];
}

/**
 * When a member's or admin's request is refused and the access really changed, say so
 * once, forget the cached member data and sign out (the guards then show the sign-in screen).
 * One check at a time; auth events wait for it.
 */
function useAccessWatch(role: Role | null, hold: Hold, setNotice: (notice: string) => void) {
  const believed = useRef(role);
  useEffect(() => {
    believed.current = role;
  }, [role]);

  useEffect(
    () =>
      onAccessRefusal(() => {
        const was = believed.current;
        if (!was || hold.current) return;
        const check = Promise.all([startAuth(), import('./access-check')]).then(async ([auth, { accessChanged, ACCESS_CHANGED_NOTICE }]) => {
          if (!(await accessChanged(auth.currentUser(), was, readRole))) return;
          believed.current = null;
          setNotice(ACCESS_CHANGED_NOTICE);
          clearServerData();
          await keptFollowSession(null);
          await auth.signOutOfFirebase();
        });
        hold.current = check
          .catch((error: unknown) => console.error('Could not check or end the changed access', error))
          .finally(() => {
            hold.current = null;
          });
      }),
    [hold, setNotice],
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [hold] = useState<Hold>(() => ({ current: null }));
  const [state, setState] = useAuthState(hold);
  const [accessNotice, setAccessNotice] = useState<string | null>(null);
  useAccessWatch(state.role, hold, setAccessNotice);
  // The notice is for the sign-in after the change: a signed-in account no longer needs it.
  const [noticeUser, setNoticeUser] = useState(state.user?.uid ?? null);
  if ((state.user?.uid ?? null) !== noticeUser) {
    setNoticeUser(state.user?.uid ?? null);
    if (state.user && accessNotice) setAccessNotice(null);
  }
  const dismissAccessNotice = useCallback(() => setAccessNotice(null), []);

  const refreshClaims = useCallback(async () => {
    const user = (await startAuth()).currentUser();
    if (!user) return null;
    await user.getIdToken(true);
    const claims = await readClaims(user);
    setState({ status: 'ready', user: snapshot(user), ...claims });
    return claims.role;
  }, [setState]);

  const signOut = useCallback(async (notice?: string) => {
    try {
      await (await startAuth()).signOutOfFirebase();
    } catch (error) {
      console.error('Sign-out failed', error);
      return false;
    }
    clearServerData();
    await keptFollowSession(null);
    if (notice) setAccessNotice(notice);
    return true;
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, ...roleFlags(state.role), refreshClaims, signOut, accessNotice, dismissAccessNotice }),
    [state, refreshClaims, signOut, accessNotice, dismissAccessNotice],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
