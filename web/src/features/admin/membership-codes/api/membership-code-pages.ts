/**
 * The membership codes a page at a time by query (shared/api/firestore-pages.ts), newest first, read
 * with the admin's credentials (firestore.rules: admins, and nobody else, read membership_codes). A
 * whole code, or a whole e-mail address (who used a code, or who it is meant for), is looked up by
 * query wherever it is in the list; other text reads on in batches. The counters are aggregate
 * counts: nothing reads every code.
 */
import { collection, getCount, or, query, where } from 'firebase/firestore/lite';
import { isEmailShaped } from '@common/accounts';
import { COLLECTIONS } from '@common/collections';
import { CODE_PATTERN } from '@common/membership';
import { getDb } from '@/lib/firebase/firestore';
import { firestorePages } from '../../shared/api/firestore-pages';
import { countCodes, filterCodes, type CodeCounts } from '../codes';
import { toMembershipCode } from './to-membership-code';

export const membershipCodePages = firestorePages({
  collection: COLLECTIONS.membershipCodes,
  convert: toMembershipCode,
  dateField: 'created_at',
  matches: filterCodes,
  exactSearch: {
    fields: [['code'], ['assigned_user.email'], ['invitee_email']],
    filter: (search) => {
      const email = search.toLowerCase();
      if (CODE_PATTERN.test(search)) return Promise.resolve(where('code', '==', search));
      if (isEmailShaped(email)) return Promise.resolve(or(where('assigned_user.email', '==', email), where('invitee_email', '==', email)));
      return Promise.resolve(null);
    },
  },
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
