/**
 * Who may do what from a client, per collection (DECISIONS.md §1; issue 2 §3). One table for the
 * rules tests and for any later generated/fuzz test: every collection × actor × operation is a cell.
 * Later issues add their collections here, and the rules test asserts every cell.
 */
import { COLLECTIONS } from '@common/collections';
import type { Role } from '@common/roles';

export const ACTORS = ['guest', 'nonMember', 'member', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The signed-in identity of each actor (guest: none). */
export const ACTOR_AUTH: Record<Actor, { uid: string; email: string; role?: Role } | null> = {
  guest: null,
  nonMember: { uid: 'non-member-uid', email: 'nonmember@rules.test' },
  member: { uid: 'member-uid', email: 'member@rules.test', role: 'member' },
  admin: { uid: 'admin-uid', email: 'admin@rules.test', role: 'admin' },
};

/**
 * Which document get/update/delete aim at. `own`: the actor's own document (users/{uid}; a guest
 * aims at the member's); `fixed`: one seeded document; `create`: the data a create sends.
 */
export interface CollectionUnderTest {
  target: 'own' | { fixed: string };
  /** Seeded (with rules off) before every test. */
  seed: (uid: string) => Record<string, unknown>;
  /** What a create/update sends. */
  write: Record<string, unknown>;
}

const profile = (uid: string) => ({
  email: `${uid}@rules.test`,
  name: 'Pat Example',
  role: 'member',
  membership_code: '4321',
});

export const COLLECTIONS_UNDER_TEST: Record<string, CollectionUnderTest> = {
  [COLLECTIONS.users]: {
    target: 'own',
    seed: profile,
    write: { email: 'x@rules.test', name: 'X', role: 'admin', membership_code: '1234' },
  },
  [COLLECTIONS.membershipCodes]: {
    target: { fixed: '4321' },
    seed: () => ({ code: '4321', is_used: false, assigned_to: null, assigned_user: null, used_at: null }),
    write: { code: '4321', is_used: true, assigned_to: 'member-uid', assigned_user: { email: 'm@rules.test' } },
  },
  [COLLECTIONS.codeAttempts]: {
    target: { fixed: 'account_member-uid' },
    seed: () => ({ failures: [1, 2, 3] }),
    write: { failures: [] },
  },
};

const none = { get: false, list: false, create: false, update: false, delete: false };
const readAll = { ...none, get: true, list: true };

/** true: the operation must succeed; false: it must be refused. */
export const PERMISSIONS: Record<string, Record<Actor, Record<Operation, boolean>>> = {
  // People read only their own profile; admins read all; nobody writes (roles live there).
  [COLLECTIONS.users]: {
    guest: none,
    nonMember: { ...none, get: true },
    member: { ...none, get: true },
    admin: readAll,
  },
  // Members never read codes (DECISIONS.md §2); no client writes one.
  [COLLECTIONS.membershipCodes]: {
    guest: none,
    nonMember: none,
    member: none,
    admin: readAll,
  },
  // Guess-budget counters: no client access at all.
  [COLLECTIONS.codeAttempts]: {
    guest: none,
    nonMember: none,
    member: none,
    admin: none,
  },
};
