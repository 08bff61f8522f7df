import { defineString } from 'firebase-functions/params';

/**
 * The owners (docs/decisions/0001-backend-enforces-security.md): accounts that receive the admin
 * role when they sign in.
 * By account id (OWNER_UIDS: nobody can take that by registering an address first), or by e-mail
 * (OWNER_EMAILS) only while that address is verified. No value lives in code: the emulators read
 * functions/.env.demo-pmc, a real project functions/.env.<project-id> (or the value `firebase
 * deploy` asks for).
 */
export const OWNER_EMAILS = defineString('OWNER_EMAILS', {
  description: 'Comma-separated e-mail addresses that become administrators when they sign in with a verified address',
});

export const OWNER_UIDS = defineString('OWNER_UIDS', {
  description: 'Comma-separated account ids that become administrators when they sign in with a verified address',
  default: '',
});

/** A comma-separated list, trimmed, blanks dropped; `lowerCase` for e-mail addresses. */
export function ownerList(raw: string, { lowerCase = false } = {}): Set<string> {
  return new Set(
    raw
      .split(',')
      .map((entry) => (lowerCase ? entry.trim().toLowerCase() : entry.trim()))
      .filter(Boolean),
  );
}

export function ownerEmails(raw: string): Set<string> {
  return ownerList(raw, { lowerCase: true });
}

/** Is this account an owner? Only ever with its address verified (the caller checks the token too). */
export function isOwner(
  user: { uid: string; email?: string; emailVerified: boolean },
  config: { uids: string; emails: string },
): boolean {
  if (!user.emailVerified) return false;
  if (ownerList(config.uids).has(user.uid)) return true;
  return !!user.email && ownerEmails(config.emails).has(user.email.toLowerCase());
}
