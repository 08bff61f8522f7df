import { defineString } from 'firebase-functions/params';

/**
 * Comma-separated e-mail addresses that receive the admin role when they sign in with that address
 * verified (DECISIONS.md §1). No address lives in code: the emulators read functions/.env.demo-pmc,
 * a real project functions/.env.<project-id> (or the value `firebase deploy` asks for).
 */
export const OWNER_EMAILS = defineString('OWNER_EMAILS', {
  description: 'Comma-separated e-mail addresses that become administrators when they sign in with a verified address',
});

export function ownerEmails(raw: string): Set<string> {
  return new Set(
    raw
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}
