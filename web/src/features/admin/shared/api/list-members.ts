/**
 * Every account, through the admin callable listMembers: Auth lists by page (up to 1000 each), not
 * by query, so every page is read and the screens search in the browser. The Support Tickets screen
 * joins its tickets to these (the sender's current name and e-mail); the Members screen lists them.
 */
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type ListMembersRequest, type ListMembersResult, type MemberSummary } from '@common/callable-contracts';
import { getAppFunctions } from '@/lib/firebase/functions';

export async function listAllMemberSummaries(): Promise<MemberSummary[]> {
  const listPage = httpsCallable<ListMembersRequest, ListMembersResult>(getAppFunctions(), CALLABLES.listMembers);
  const members: MemberSummary[] = [];
  let pageToken: string | null = null;
  do {
    const { data }: { data: ListMembersResult } = await listPage({ pageToken });
    members.push(...data.members);
    pageToken = data.nextPageToken;
  } while (pageToken);
  return members;
}
