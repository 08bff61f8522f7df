import { createContext, useContext } from 'react';
import { isAdminRole, isMemberRole, ROLES, type Role } from '@common/roles';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface Session {
  /** 'loading' until Firebase Auth has told us who is signed in (SPEC.md §4 isLoading). */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** From the ID token's custom claim (DECISIONS.md §1); null for a signed-in non-member. */
  role: Role | null;
  isMember: boolean;
  isAdmin: boolean;
  /** Forces a new ID token and re-reads its role (after redeeming a code or an owner grant). */
  refreshClaims: () => Promise<Role | null>;
  /** Resolves false when sign-out failed: the failure is logged and the person stays where they are. */
  signOut: () => Promise<boolean>;
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
