import { afterAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CODE_PATTERN } from '@common/membership';
import { ROLE_CLAIM } from '@common/roles';
import { closeSeed, listUnusedCodes, seed, seedApp } from '../../emulators/seed';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NON_MEMBER, DEMO_UNUSED_CODES } from '../../emulators/demo-accounts';

/** Every document of every top-level collection, by path. */
async function firestoreSnapshot(db: Firestore) {
  const docs: Record<string, unknown> = {};
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs) docs[doc.ref.path] = doc.data();
  }
  return docs;
}

async function authSnapshot() {
  const { users } = await getAuth(seedApp()).listUsers(1000);
  return Object.fromEntries(
    users.map((u) => [
      u.uid,
      { email: u.email, name: u.displayName, verified: u.emailVerified, claims: u.customClaims ?? {}, hash: u.passwordHash },
    ]),
  );
}

describe('emulators/seed.ts', () => {
  afterAll(closeSeed);

  it('creates the demo accounts and codes, and a second run changes nothing', async () => {
    const first = await seed();
    const db = getFirestore(seedApp());
    const auth = getAuth(seedApp());

    const admin = await auth.getUserByEmail(DEMO_ADMIN.email);
    expect(admin.customClaims?.[ROLE_CLAIM]).toBe('admin');
    expect(admin.emailVerified).toBe(true);
    expect((await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('role')).toBe('admin');

    const member = await auth.getUserByEmail(DEMO_MEMBER.email);
    expect(member.customClaims?.[ROLE_CLAIM]).toBe('member');
    const profile = (await db.collection(COLLECTIONS.users).doc(member.uid).get()).data();
    expect(profile).toMatchObject({ email: DEMO_MEMBER.email, name: DEMO_MEMBER.name, role: 'member' });
    expect(profile?.membership_code).toBe(first.memberCode);
    const code = (await db.collection(COLLECTIONS.membershipCodes).doc(first.memberCode).get()).data();
    expect(code).toMatchObject({ code: first.memberCode, is_used: true, assigned_to: member.uid });
    expect(code?.used_at).toBeTruthy();

    const nonMember = await auth.getUserByEmail(DEMO_NON_MEMBER.email);
    expect(nonMember.customClaims?.[ROLE_CLAIM]).toBeUndefined();
    expect((await db.collection(COLLECTIONS.users).doc(nonMember.uid).get()).exists).toBe(false);

    const unused = await listUnusedCodes(DEMO_UNUSED_CODES + 100);
    expect(unused.length).toBeGreaterThanOrEqual(DEMO_UNUSED_CODES);
    for (const c of unused) expect(c).toMatch(CODE_PATTERN);
    expect(unused).not.toContain(first.memberCode);

    const authBefore = await authSnapshot();
    const docsBefore = await firestoreSnapshot(db);

    const second = await seed();
    expect(second.accounts).toEqual(first.accounts);
    expect(second.memberCode).toBe(first.memberCode);
    expect(second.createdCodes).toBe(0);
    expect(await authSnapshot()).toEqual(authBefore);
    expect(await firestoreSnapshot(db)).toEqual(docsBefore);
  });
});
