/**
 * The key of the insights' hashes: the once-only markers, the per-account daily counters and the
 * searches are stored under HMAC-SHA256(key, parts), so no stored id or field names a member, and
 * without the key nobody (staff included) can test a guessed account against them. Deployed: Secret
 * Manager (`firebase functions:secrets:set INSIGHTS_KEY`); on the emulators: functions/.secret.local
 * (a development value, committed so a fresh clone runs as is).
 */
import { createHmac } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';

export const INSIGHTS_KEY = defineSecret('INSIGHTS_KEY');

/** The hex HMAC-SHA256 of the parts joined by '|' (no part of ours holds a '|' that could blur two). */
export function keyedHash(key: string, ...parts: string[]): string {
  if (!key) throw new Error('The insights key is not set (INSIGHTS_KEY).');
  return createHmac('sha256', key).update(parts.join('|')).digest('hex');
}
