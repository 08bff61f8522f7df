/**
 * listMembers({ pageToken?, pageSize?, search? } | { uids }) -> { members, nextPageToken }: one page
 * of Auth accounts (Auth lists by page, in its own order) joined with their users/{uid} profiles,
 * for the admin Members screen; or just the accounts named by `uids` (the support tickets' senders).
 * A whole e-mail address is looked up in Auth: that account, wherever it is in the list. Any other
 * search reads pages on until a page of matches is found or MEMBERS_SEARCH_SCAN accounts were read
 * (Auth has no search), so every call stays bounded.
 */
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { isEmailShaped } from '@common/accounts';
import { MEMBERS_PAGE_MAX, MEMBERS_SEARCH_SCAN, type ListMembersResult, type MemberSummary } from '@common/callable-contracts';
import { COLLECTIONS } from '@common/collections';
import { auth, db } from '../admin';
import { roleOf } from '../roles/grant';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { listMembersInput } from './schemas';

async function summaries(users: UserRecord[]): Promise<MemberSummary[]> {
  const refs = users.map((user) => db.collection(COLLECTIONS.users).doc(user.uid));
  const profiles = refs.length > 0 ? await db.getAll(...refs) : [];
  return users.map((user, index) => memberSummary(user, profiles[index]));
}

function matchesSearch(user: UserRecord, search: string): boolean {
  return [user.displayName, user.email].some((text) => text?.toLowerCase().includes(search));
}

export const listMembers = onCall(CALLABLE_OPTIONS, async (request): Promise<ListMembersResult> => {
  await requireAdmin(request);
  const { pageToken, pageSize, search, uids } = parseInput(listMembersInput, request.data);
  if (uids) {
    const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
    return { members: await summaries(users), nextPageToken: null };
  }
  if (isEmailShaped(search)) {
    const { users } = await auth.getUsers([{ email: search }]);
    return { members: await summaries(users), nextPageToken: null };
  }
  if (!search) {
    const page = await auth.listUsers(pageSize, pageToken);
    return { members: await summaries(page.users), nextPageToken: page.pageToken ?? null };
  }
  const found: UserRecord[] = [];
  let token = pageToken;
  for (let scanned = 0; scanned < MEMBERS_SEARCH_SCAN && found.length < pageSize; scanned += MEMBERS_PAGE_MAX) {
    const page = await auth.listUsers(MEMBERS_PAGE_MAX, token);
    found.push(...page.users.filter((user) => matchesSearch(user, search)));
    token = page.pageToken;
    if (!token) break;
  }
  return { members: await summaries(found), nextPageToken: token ?? null };
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
