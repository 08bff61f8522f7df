import { readCallableError } from '@common/callable';
import { MESSAGES } from '@common/messages';
import { memberLabel, type Member, type MemberAction } from './members';

/** The members screen's texts. Those the functions and tests share come from common/messages.ts. */
export const MEMBERS_MESSAGES = {
  loadFailed: 'Failed to load members',
  self: 'You',
  notVerified: 'Not verified',
  verified: 'Verified',
  /** Shown instead of the actions on the signed-in admin's own row. */
  selfHint: 'Another administrator can change your account.',
} as const;

interface ActionTexts {
  /** The row's button and the dialog's confirm button. */
  button: string;
  title: string;
  /** What happens, said before it does. */
  confirm: (member: Member) => string;
  busy: string;
  done: (member: Member) => string;
  /** Shown when the function sent no message of its own. */
  failed: string;
}

const SIGNED_OUT = 'They are signed out on their next request.';

export const ACTION_TEXTS: Record<MemberAction, ActionTexts> = {
  removeMembership: {
    button: 'Remove membership',
    title: 'Remove membership',
    confirm: (m) =>
      `${memberLabel(m)} will lose access to the portal. ${SIGNED_OUT} The code they used stays used: to come back they need a new code from staff.`,
    busy: 'Removing...',
    done: (m) => `${memberLabel(m)} is no longer a member.`,
    failed: MESSAGES.removeMembershipFailed,
  },
  makeAdmin: {
    button: 'Make admin',
    title: 'Make administrator',
    confirm: (m) =>
      `${memberLabel(m)} will be able to manage content, membership codes, support tickets and members. They see the admin menu after signing in again.`,
    busy: 'Saving...',
    done: (m) => `${memberLabel(m)} is now an administrator.`,
    failed: MESSAGES.setAdminRoleFailed,
  },
  removeAdmin: {
    button: 'Remove admin',
    title: 'Remove administrator',
    confirm: (m) => `${memberLabel(m)} will no longer be an administrator and stays a member. ${SIGNED_OUT}`,
    busy: 'Saving...',
    done: (m) => `${memberLabel(m)} is no longer an administrator.`,
    failed: MESSAGES.setAdminRoleFailed,
  },
  resetSecondFactor: {
    button: 'Reset second factor',
    title: 'Reset second factor',
    confirm: (m) =>
      `${memberLabel(m)} will no longer be asked for a code from their current phone. ${SIGNED_OUT} At their next sign-in they set up a phone again before any staff screen opens. Do this only after you have confirmed who is asking, e.g. by calling them back.`,
    busy: 'Resetting...',
    done: (m) => `The second factor of ${memberLabel(m)} was reset: they set up a phone at their next sign-in.`,
    failed: MESSAGES.resetSecondFactorFailed,
  },
};

/** docs/product.md §7: the function's message when it sent one, else the action's own failure text. */
export function actionErrorMessage(action: MemberAction, error: unknown): string {
  const { code, message } = readCallableError(error);
  const sent = message.trim();
  // 'internal' and 'unknown' carry the SDK's generic text, not the function's.
  return sent && code !== 'internal' && code !== 'unknown' ? sent : ACTION_TEXTS[action].failed;
}
