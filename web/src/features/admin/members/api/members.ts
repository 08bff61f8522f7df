/**
 * The members screen's data: accounts come from Auth through the admin callable listMembers, a
 * page at a time (Auth's order; a search is the function's); the changes are callables too, which
 * check the caller, record the audit entry and revoke sign-ins.
 */
import {
  CALLABLES,
  type MemberSummary,
  type RemoveMembershipRequest,
  type RemoveMembershipResult,
  type ResetSecondFactorRequest,
  type ResetSecondFactorResult,
  type SetAdminRoleRequest,
  type SetAdminRoleResult,
} from '@common/callable-contracts';
import { reportingRefusal } from '@/lib/access-refusal';
import { callKeyed } from '@/lib/firebase/keyed-call';
import type { QuerySource } from '../../shared/admin-list';
import { memberSummaryPage } from '../../shared/api/list-members';
import { newestJoinedFirst, type Member } from '../members';

const optionalDate = (ms: number | null): Date | null => (ms == null ? null : new Date(ms));

export function toMember(summary: MemberSummary): Member {
  return {
    ...summary,
    joined_at: new Date(summary.joined_at),
    member_since: optionalDate(summary.member_since),
    last_sign_in_at: optionalDate(summary.last_sign_in_at),
  };
}

/** The accounts a page at a time by the callable's page token; a search runs in the function. */
export const memberPages: QuerySource<Member> = {
  mode: 'query',
  async page({ query, size, after }) {
    const { members, nextPageToken } = await memberSummaryPage((after as string | null) ?? null, size, query.search);
    return { rows: newestJoinedFirst(members.map(toMember)), next: nextPageToken };
  },
};

/** Grants (true) or removes (false) the admin role of the account `uid`. */
export async function setAdminRole(uid: string, admin: boolean): Promise<SetAdminRoleResult> {
  return reportingRefusal(callKeyed<SetAdminRoleRequest, SetAdminRoleResult>(CALLABLES.setAdminRole, { uid, admin }));
}

/** Takes membership (and admin) away from the account `uid`; the code it used stays used. */
export async function removeMembership(uid: string): Promise<RemoveMembershipResult> {
  return reportingRefusal(callKeyed<RemoveMembershipRequest, RemoveMembershipResult>(CALLABLES.removeMembership, { uid }));
}

/** Removes the enrolled second factors of the account `uid` and ends its sessions; it enrolls again at the next sign-in. */
export async function resetSecondFactor(uid: string): Promise<ResetSecondFactorResult> {
  return reportingRefusal(callKeyed<ResetSecondFactorRequest, ResetSecondFactorResult>(CALLABLES.resetSecondFactor, { uid }));
}
