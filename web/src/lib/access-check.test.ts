import { describe, expect, it } from 'vitest';
import type { User } from 'firebase/auth';
import { accessChanged } from './access-check';

function fakeUser(authTime: number, refresh: () => Promise<string> = () => Promise.resolve('token')): User {
  return {
    uid: 'u1',
    getIdToken: refresh,
    getIdTokenResult: () => Promise.resolve({ claims: { auth_time: String(authTime) } }),
  } as unknown as User;
}

const member = () => Promise.resolve('member' as const);

describe('accessChanged, after a refused request', () => {
  it('is true when the sign-in ended for good (revoked), or the role is not the one believed', async () => {
    const revoked = fakeUser(100, () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-token-expired' })));
    expect(await accessChanged(revoked, 'member', member, () => Promise.resolve(null))).toBe(true);
    expect(await accessChanged(fakeUser(100), 'admin', member, () => Promise.resolve(null))).toBe(true);
  });

  it('is true for the same role when the account’s cut-off is after this sign-in (a password change elsewhere)', async () => {
    expect(await accessChanged(fakeUser(100), 'member', member, () => Promise.resolve(101))).toBe(true);
  });

  it('is false for an ordinary refusal: same role, no cut-off or one at or before this sign-in; or a dropped connection', async () => {
    expect(await accessChanged(fakeUser(100), 'member', member, () => Promise.resolve(null))).toBe(false);
    expect(await accessChanged(fakeUser(100), 'member', member, () => Promise.resolve(100))).toBe(false);
    const offline = fakeUser(100, () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/network-request-failed' })));
    expect(await accessChanged(offline, 'member', member, () => Promise.resolve(101))).toBe(false);
    expect(await accessChanged(null, 'member', member)).toBe(false);
  });
});
