/**
 * The members screen's rules, without React or Firebase: an account as the screen sees
 * it, the role's label and which actions a row offers. The backend decides (the
 * callables refuse what is not allowed); the screen only leaves out what would surely be refused.
 */
import type { Role } from '@common/roles';

/** One Auth account with its role and membership, dates as Dates (MemberSummary on the wire). */
export interface Member {
  uid: string;
  name: string;
  email: string;
  email_verified: boolean;
  role: Role | null;
  joined_at: Date;
  member_since: Date | null;
  membership_code: string | null;
  last_sign_in_at: Date | null;
}

export type MemberAction = 'removeMembership' | 'makeAdmin' | 'removeAdmin' | 'resetSecondFactor';

export const ROLE_LABELS: Record<Role | 'none', string> = {
  admin: 'Administrator',
  member: 'Member',
  none: 'Not a member',
};

export function roleLabel(role: Role | null): string {
  return ROLE_LABELS[role ?? 'none'];
}

/** A page's accounts, newest first (Auth pages come in its own order). */
export function newestJoinedFirst(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => b.joined_at.getTime() - a.joined_at.getTime());
}

/**
 * What a row offers to the signed-in admin (`selfUid`). Nobody acts on their own account here (so
 * the last admin cannot remove themselves; another admin can); admin goes only to a verified
 * address, membership is removed only from someone who has it, and a staff member who lost the
 * phone gets their second factor reset (they enroll again at the next sign-in).
 */
export function memberActions(member: Pick<Member, 'uid' | 'role' | 'email_verified'>, selfUid: string | null): MemberAction[] {
  if (member.uid === selfUid) return [];
  const actions: MemberAction[] = [];
  if (member.role === 'admin') actions.push('removeAdmin');
  else if (member.email_verified) actions.push('makeAdmin');
  if (member.role !== null) actions.push('removeMembership');
  if (member.role === 'admin') actions.push('resetSecondFactor');
  return actions;
}

/** The person as the dialogs name them: 'Rosa Register (rosa@example.org)'. */
export function memberLabel(member: Pick<Member, 'name' | 'email'>): string {
  const name = member.name.trim();
  return name ? `${name} (${member.email})` : member.email;
}
