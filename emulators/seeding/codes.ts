/** The demo's membership codes: the member's used code and a stock of unused ones. */
import { randomInt } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CODE_MAX, CODE_MIN, unusedCodeDoc } from '@common/membership';
import { createIfMissing } from '../seed/assets/store';

function randomCode(): string {
  return String(randomInt(CODE_MIN, CODE_MAX + 1));
}

/** The used code the demo member redeemed: the one already assigned to them, or a new one. */
export async function ensureMemberCode(db: Firestore, member: UserRecord): Promise<string> {
  const codes = db.collection(COLLECTIONS.membershipCodes);
  const profile = await db.collection(COLLECTIONS.users).doc(member.uid).get();
  const fromProfile = profile.get('membership_code') as unknown;
  if (typeof fromProfile === 'string' && fromProfile) return fromProfile;
  const assigned = await codes.where('assigned_to', '==', member.uid).limit(1).get();
  if (!assigned.empty) return assigned.docs[0].id;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const code = randomCode();
    const used = {
      ...unusedCodeDoc(code, FieldValue.serverTimestamp()),
      is_used: true,
      assigned_to: member.uid,
      assigned_user: { email: member.email ?? null },
      used_at: FieldValue.serverTimestamp(),
    };
    if (await createIfMissing(db, COLLECTIONS.membershipCodes, code, used)) return code;
  }
  throw new Error('No free membership code left for the demo member.');
}

/** Unused codes anyone may redeem (no invitee, not expired, not retired), in ascending order. */
export async function usableCodes(db: Firestore): Promise<string[]> {
  const snap = await db.collection(COLLECTIONS.membershipCodes).where('is_used', '==', false).get();
  const now = Date.now();
  return snap.docs
    .filter((doc) => {
      const expires = doc.get('expires_at') as { toMillis(): number } | null | undefined;
      return !doc.get('invitee_email') && !doc.get('retired_at') && (!expires || expires.toMillis() > now);
    })
    .map((doc) => doc.id)
    .sort();
}

/** Creates random unused codes until `target` are available; existing codes are never touched. */
export async function topUpUnusedCodes(db: Firestore, target: number): Promise<{ available: number; created: number }> {
  let available = (await usableCodes(db)).length;
  let created = 0;
  for (let attempt = 0; available < target && attempt < 10_000; attempt++) {
    const code = randomCode();
    if (await createIfMissing(db, COLLECTIONS.membershipCodes, code, { ...unusedCodeDoc(code, FieldValue.serverTimestamp()) })) {
      available++;
      created++;
    }
  }
  return { available, created };
}
