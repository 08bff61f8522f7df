/**
 * Accounts through the admin callable listMembers (Auth lists by page, not by query): the Members
 * screen reads them a page at a time (a search is run by the function, which reads on through a
 * bounded number of accounts), and the Support Tickets screen looks up the senders of the tickets
 * on screen by their ids.
 */
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, MEMBERS_LOOKUP_MAX, type ListMembersRequest, type ListMembersResult, type MemberSummary } from '@common/callable-contracts';
import { getAppFunctions } from '@/lib/firebase/functions';

function listMembers(request: ListMembersRequest): Promise<ListMembersResult> {
  return httpsCallable<ListMembersRequest, ListMembersResult>(getAppFunctions(), CALLABLES.listMembers)(request).then(({ data }) => data);
}

/** One page of accounts from `pageToken` (null: the first), matching `search` when given. */
export function memberSummaryPage(pageToken: string | null, pageSize: number, search: string): Promise<ListMembersResult> {
  return listMembers({ pageToken, pageSize, search: search.trim() || null });
}

/** The accounts with these ids (unknown ids are left out), in as few calls as the lookup limit allows. */
export async function memberSummariesOf(uids: readonly string[]): Promise<MemberSummary[]> {
  const unique = [...new Set(uids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += MEMBERS_LOOKUP_MAX) chunks.push(unique.slice(i, i + MEMBERS_LOOKUP_MAX));
  const pages = await Promise.all(chunks.map((chunk) => listMembers({ uids: chunk })));
  return pages.flatMap((page) => page.members);
}
