/**
 * listMembers({ pageToken? }) -> { members, nextPageToken }: one page of Auth accounts (Auth lists
 * by page, not by query) joined with their users/{uid} profiles, for the admin Members screen, which
 * loads every page and searches in the browser.
 */
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { ListMembersResult, MemberSummary } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { auth, db } from '../admin';
import { roleOf } from '../roles/grant';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { listMembersInput } from './schemas';

/** Auth's largest page. */
export const MEMBERS_PAGE_SIZE = 1000;

export const listMembers = onCall(CALLABLE_OPTIONS, async (request): Promise<ListMembersResult> => {
  await requireAdmin(request);
  const pageToken = parseInput(listMembersInput, request.data);
  const page = await auth.listUsers(MEMBERS_PAGE_SIZE, pageToken);
  const refs = page.users.map((user) => db.collection(COLLECTIONS.users).doc(user.uid));
  const profiles = refs.length > 0 ? await db.getAll(...refs) : [];
  return {
    members: page.users.map((user, index) => memberSummary(user, profiles[index])),
    nextPageToken: page.pageToken ?? null,
  };
});

function millis(value: unknown): number | null {
  return value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : null;
}

/** Auth's dates are strings (UTC); a missing one is null. */
function parseDate(value: string | undefined): number | null {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

export function memberSummary(user: UserRecord, profile: DocumentSnapshot | undefined): MemberSummary {
  const code = profile?.get('membership_code');
  return {
    uid: user.uid,
    name: user.displayName || (profile?.get('name') as string | undefined) || '',
    email: user.email ?? '',
    email_verified: user.emailVerified,
    // The claim is what rules and the app obey; the profile mirrors it.
    role: roleOf(user),
    joined_at: parseDate(user.metadata.creationTime) ?? 0,
    member_since: millis(profile?.get('member_since')),
    membership_code: typeof code === 'string' ? code : null,
    last_sign_in_at: parseDate(user.metadata.lastSignInTime),
  };
}
