import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddress, hashAddress, networkOf, normalizeAddress } from './clientAddress';

const req = (xff?: string | string[], remoteAddress?: string) => ({
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  socket: { remoteAddress },
});

describe('clientAddress', () => {
  it("takes the entry Google's front end appended (the last), not what the client put before it", () => {
    expect(clientAddress(req('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(req('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(req('evil, 1.2.3.4 ,203.0.113.7 '))).toBe('203.0.113.7');
    expect(clientAddress(req(['1.2.3.4', '203.0.113.7']))).toBe('203.0.113.7');
  });

  it('falls back to the socket address, and to nothing (the emulator reaches functions over a Unix socket)', () => {
    expect(clientAddress(req(undefined, '::ffff:198.51.100.2'))).toBe('198.51.100.2');
    expect(clientAddress(req('', '198.51.100.3'))).toBe('198.51.100.3');
    expect(clientAddress(req('1.2.3.4, not-an-ip', '198.51.100.4'))).toBe('198.51.100.4');
    expect(clientAddress(req())).toBeNull();
  });
});

describe('normalizeAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(normalizeAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });
  it('cuts IPv6 to its /64, however it is written', () => {
    const net = '2001:db8:85a3:1::/64';
    expect(normalizeAddress('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe(net);
    expect(normalizeAddress('2001:0db8:85a3:0001::1')).toBe(net);
    expect(normalizeAddress('[2001:db8:85a3:1::2]')).toBe(net);
    expect(normalizeAddress('2001:db8:85a3:1::3%eth0')).toBe(net);
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
  });
  it('refuses what is not an address', () => {
    for (const raw of [undefined, '', 'unknown', '999.1.1.1', '1.2.3', 'fe80:::1']) expect(normalizeAddress(raw)).toBeNull();
  });
});

describe('networkOf', () => {
  it("gives an IPv6 /64's /48, the same for every /64 in it", () => {
    expect(networkOf('2001:db8:85a3:1::/64')).toBe('2001:db8:85a3::/48');
    expect(networkOf(normalizeAddress('2001:db8:85a3:ffff::9')!)).toBe('2001:db8:85a3::/48');
    expect(networkOf(normalizeAddress('2001:db8:85a4:1::9')!)).toBe('2001:db8:85a4::/48');
    expect(networkOf(normalizeAddress('::1')!)).toBe('0:0:0::/48');
  });
  it('is null for IPv4: counted per address as before', () => {
    expect(networkOf('192.0.2.1')).toBeNull();
    expect(networkOf(normalizeAddress('::ffff:192.0.2.1')!)).toBeNull();
  });
});

describe('hashAddress', () => {
  it('stores a keyed hash (HMAC-SHA256): stable for one key, not the plain SHA-256 anyone can reverse', () => {
    const hash = hashAddress('192.0.2.1', 'key-a');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAddress('192.0.2.1', 'key-a')).toBe(hash);
    expect(hash).not.toBe(createHash('sha256').update('192.0.2.1').digest('hex'));
    expect(hashAddress('192.0.2.1', 'key-b')).not.toBe(hash);
    expect(hashAddress('192.0.2.2', 'key-a')).not.toBe(hash);
  });

  it('refuses to hash without a key', () => {
    expect(() => hashAddress('192.0.2.1', '')).toThrow(/CLIENT_ADDRESS_KEY/);
  });
});
