import { afterEach, describe, expect, it } from 'vitest';
import { holdsStoredSession, parseStoredSession, storedSessionKey, storedSessionSettings, STORED_SESSION_PREFIX, TOKEN_MARGIN_MS } from './stored-session';

// Whether Auth still stores its session this way is the canary's to prove, in a browser signed in
// through the real SDK (tests/e2e/stored-session.test.ts); these check the reading of it.
describe('the stored session', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is read from the entry Auth keeps: uid, ID token and its expiry', () => {
    const entry = { uid: 'u1', email: 'a@b.test', stsTokenManager: { refreshToken: 'r', accessToken: 'h.p.s', expirationTime: 1_700_000_000_000 } };
    expect(parseStoredSession(JSON.stringify(entry))).toEqual({ uid: 'u1', token: 'h.p.s', expiresAt: 1_700_000_000_000 });
  });

  it('is nothing when absent, not JSON or of another shape', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{')).toBeNull();
    expect(parseStoredSession('{}')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken: 'h.p.s', expirationTime: '1700000000000' } }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ uid: 'u1', stsTokenManager: null }))).toBeNull();
  });

  it('is found in either storage under any API key, and nothing else counts', () => {
    localStorage.setItem('firebase:other', '{}');
    expect(holdsStoredSession(localStorage)).toBe(false);
    sessionStorage.setItem(storedSessionKey('k'), '{}');
    expect(holdsStoredSession(sessionStorage)).toBe(true);
    expect(storedSessionKey('k').startsWith(STORED_SESSION_PREFIX)).toBe(true);
  });

  it('gives the pages\' scripts its key and the places of what they read', () => {
    expect(storedSessionSettings('demo-api-key')).toEqual({
      key: 'firebase:authUser:demo-api-key:[DEFAULT]',
      uid: ['uid'],
      token: ['stsTokenManager', 'accessToken'],
      expiresAt: ['stsTokenManager', 'expirationTime'],
      margin: TOKEN_MARGIN_MS,
    });
  });
});
