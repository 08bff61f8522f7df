/**
 * Every membership code, newest first, read straight from Firestore with the admin's own
 * credentials (firestore.rules let admins, and nobody else, read membership_codes). Read fresh each
 * time: codes change as people redeem them.
 */
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { getDb } from '@/lib/firebase/firestore';
import { toMembershipCode } from './to-membership-code';
import type { MembershipCode } from '../codes';

export async function getMembershipCodes(): Promise<MembershipCode[]> {
  const snap = await getDocs(query(collection(getDb(), COLLECTIONS.membershipCodes), orderBy('created_at', 'desc')));
  return snap.docs.map(toMembershipCode);
}
