import { vi } from 'vitest';
import type { Role } from '@common/roles';
import { roleFlags, type Session, type SessionUser } from '@/lib/session';

const USER: SessionUser = { uid: 'uid-1', email: 'pat@example.org', displayName: 'Pat Example', emailVerified: true };

/** A session for component tests: no Firebase anywhere. */
export function fakeSession(role: Role | null | 'guest' | 'loading' = 'guest', overrides: Partial<Session> = {}): Session {
  const signedIn = role !== 'guest' && role !== 'loading';
  const claim = signedIn ? role : null;
  return {
    status: role === 'loading' ? 'loading' : 'ready',
    user: signedIn ? USER : null,
    role: claim,
    ...roleFlags(claim),
    // Staff in component tests signed in with their second factor unless a test says otherwise.
    secondFactor: claim === 'admin',
    refreshClaims: vi.fn(async () => claim),
    signOut: vi.fn(async () => true),
    accessNotice: null,
    dismissAccessNotice: vi.fn(),
    ...overrides,
  };
}
