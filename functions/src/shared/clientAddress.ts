/**
 * The client's network address, for the per-address guess budget
 * (docs/decisions/0002-membership-codes.md).
 *
 * What can be trusted: 2nd-gen functions run on Cloud Run behind Google's front end, which appends
 * the address the connection came from to X-Forwarded-For. Whatever stands to the left of that entry
 * was sent by the client and can be forged. Express's `req.ip` (the functions framework enables
 * 'trust proxy') is the LEFTMOST entry, so a client could pick a fresh "address" per request; we take
 * the entry TRUSTED_HOPS from the right instead. Put another proxy in front (a Hosting rewrite, an
 * external load balancer) and the client is one more hop to the left: raise TRUSTED_HOPS.
 *
 * In the Functions emulator no proxy adds the header and the request reaches the function over a
 * Unix socket, so there is no address at all unless the caller sends X-Forwarded-For itself. A
 * caller without an address gets no address budget (reserveGuess): never one shared bucket.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { defineSecret } from 'firebase-functions/params';

/**
 * The key of the addresses' hash. A plain hash of an IPv4 address is reversed by trying all 2^32;
 * a keyed one is not, without the key. Deployed: Secret Manager (`firebase functions:secrets:set
 * CLIENT_ADDRESS_KEY`); on the emulators: functions/.secret.local (a development value).
 */
export const CLIENT_ADDRESS_KEY = defineSecret('CLIENT_ADDRESS_KEY');

const TRUSTED_HOPS = 1;

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

export function clientAddress(req: RequestLike): string | null {
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const forwarded = hops.length >= TRUSTED_HOPS ? hops[hops.length - TRUSTED_HOPS] : undefined;
  return normalizeAddress(forwarded) ?? normalizeAddress(req.socket?.remoteAddress);
}

/**
 * IPv4 as is (IPv4-mapped IPv6 unwrapped); IPv6 cut to its /64 network, because one subscriber
 * usually holds a whole /64 and could otherwise rotate through 2^64 addresses. networkOf gives the
 * /48 around a /64, which many subscribers hold too.
 */
export function normalizeAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.startsWith('[') && value.includes(']')) value = value.slice(1, value.indexOf(']'));
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1];
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return `${expandIPv6(value).slice(0, 4).join(':')}::/64`;
  return null;
}

/**
 * The IPv6 /48 of an address as normalizeAddress writes it ('2001:db8:85a3:1::/64' gives
 * '2001:db8:85a3::/48'), or null for IPv4, which is counted per address alone.
 */
export function networkOf(address: string): string | null {
  if (!address.endsWith('::/64')) return null;
  return `${address.split(':').slice(0, 3).join(':')}::/48`;
}

function expandIPv6(value: string): string[] {
  const [head = '', tail] = value.toLowerCase().split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups matter here.
  const width = [...left, ...right].reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - width)).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')));
}

/** The address as stored: a hex HMAC-SHA256 under `key`, so the counters hold no address anyone can recover. */
export function hashAddress(address: string, key: string): string {
  if (!key) throw new Error('The client-address key is not set (CLIENT_ADDRESS_KEY).');
  return createHmac('sha256', key).update(address).digest('hex');
}
