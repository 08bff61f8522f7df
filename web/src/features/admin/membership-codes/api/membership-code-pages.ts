/**
 * The membership codes a page at a time by query (shared/api/firestore-pages.ts), newest first, read
 * with the admin's credentials (firestore.rules: admins, and nobody else, read membership_codes); a
 * search reads on in batches. The counters are aggregate counts: nothing reads every code.
 */
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@common/collections';
import { getDb } from '@/lib/firebase/firestore';
import { firestorePages } from '../../shared/api/firestore-pages';
import { countCodes, filterCodes, type CodeCounts } from '../codes';
import { toMembershipCode } from './to-membership-code';

export const membershipCodePages = firestorePages({
  collection: COLLECTIONS.membershipCodes,
  convert: toMembershipCode,
  dateField: 'created_at',
  matches: filterCodes,
});

export async function countMembershipCodes(): Promise<CodeCounts> {
  const codes = collection(getDb(), COLLECTIONS.membershipCodes);
  const [total, used, retired] = await Promise.all([
    getCount(codes),
    getCount(query(codes, where('is_used', '==', true))),
    // Only unused codes are ever retired.
    getCount(query(codes, where('retired_at', '!=', null))),
  ]);
  return countCodes(total.data().count, used.data().count, retired.data().count);
}
