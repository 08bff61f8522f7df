/**
 * Texts that more than one part of the system shows or checks (web, functions, tests).
 * Screen-only texts stay with their screens.
 */
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts';
import { LIMITS } from './limits';
import { CODE_MAX, CODE_MIN, GENERATE_MAX, GENERATE_MIN } from './membership';

export const MESSAGES = {
  codeWrongLength: 'Please enter a 4-digit membership code',
  codeInvalid: 'Please enter a valid membership code provided by PMC.',
  codeUpdateFailed: 'Failed to validate code',
  codeFailed: 'Failed to validate membership code. Please try again.',
  /** Refusal once the guess budget is spent; {time} is when the next try is allowed. */
  codeBudget: 'Too many incorrect codes. For your security, please try again after {time}.',
  signInRequired: 'Please sign in first.',
  adminRequired: 'Only administrators can do this.',
  /** The insight recorders (recordUse, recordSearchMiss): only members' reading is counted. */
  memberRequired: 'Only members can do this.',
  /** recordUse: input that is not { kind, id, action } of INSIGHT_KINDS / INSIGHT_ACTIONS and a record id. */
  recordUseInput: 'Give the kind (articles, publications or resources), the record id and the action (opened, saved or listened).',
  /** recordSearchMiss: input that is not { query: text }. */
  recordSearchMissInput: 'Give the words of the search that found nothing.',
  /** recordUse: no published record of that kind has that id. */
  insightRecordNotFound: 'There is no such published record.',
  /** Both recorders: the account reached INSIGHTS.recordsPerAccountPerDay counted records today. */
  insightsDailyLimit: 'Nothing more is counted for this account today.',
  /** A staff callable or a staff-only file, asked with a staff token from a sign-in without the SMS code. */
  secondFactorRequired: 'Staff tools need a sign-in with your SMS code. Sign out, then sign in again with your password and the code.',
  /** A sensitive staff action, asked with a sign-in older than SENSITIVE_ACTION_SECONDS: the dialog asks again. */
  recentSecondFactorRequired: 'For your security, enter your password and a new SMS code again before this change.',
  /** resetSecondFactor asked about the caller's own account. */
  secondFactorResetSelf: 'Remove your own phone in My Account, not here.',
  /** The Members screen, when resetting a second factor failed without a message of the function. */
  resetSecondFactorFailed: 'Failed to reset the second factor. Please try again.',
  /** resetSecondFactor input that is not { uid }. */
  secondFactorResetInput: 'Choose the account whose second factor to reset.',
  /** setAdminRole and the admin:grant command, when no account has the given e-mail. */
  accountNotFound: 'No account uses that e-mail address.',
  /** setAdminRole input that is not { uid, admin: true|false }. */
  adminRoleInput: 'Give the account id of an account and whether it should be an administrator.',

  // Membership codes screen (docs/product.md §8) and its callables generateMembershipCodes /
  // resetMembershipCode.
  /** Success after generating; {count} is how many (codesGeneratedMessage). */
  codesGenerated: 'Generated {count} new membership codes',
  codeResetDone: 'Code reset successfully',
  generateFailed: 'Failed to generate codes',
  resetFailed: 'Failed to reset code',
  /** generateMembershipCodes: count missing, not a whole number, or outside GENERATE_MIN..GENERATE_MAX. */
  generateCount: `Choose how many codes to generate: a whole number from ${GENERATE_MIN} to ${GENERATE_MAX}.`,
  /** generateMembershipCodes: invitee_email given but not an e-mail address. */
  generateInvitee: 'The invitee e-mail address is not valid.',
  /** generateMembershipCodes: neither an invitee nor unbound: true, or both. */
  generateBinding: "Give the invitee's e-mail address, or choose an unbound code (not both).",
  /** generateMembershipCodes: expires_at given but not a date in the future. */
  generateExpiry: 'The expiry date must be in the future.',
  /** generateMembershipCodes: fewer codes are still free than were asked for; see codesExhaustedMessage. */
  codesExhausted: 'Not enough free codes: only {free} left (codes from {min} to {max} that do not exist yet). Ask for {free} or fewer, or reset used codes.',
  /** generateMembershipCodes: no code is free at all. */
  codesNoneFree: 'No free codes left: every code from {min} to {max} exists. Reset used codes to make them available again.',
  /** resetMembershipCode: input that is not { code: four digits }. */
  resetInput: 'Give the 4-digit membership code to reset.',
  /** resetMembershipCode: no such code; {code} is the code asked for (codeNotFoundMessage). */
  codeNotFound: 'Membership code {code} does not exist.',

  // Members screen callables (listMembers, setAdminRole, removeMembership) and claimOwnerRole.
  /** removeMembership input that is not { uid }. */
  memberUidInput: 'Give the account id of the member.',
  /** listMembers input that is not { pageToken?: string | null }. */
  listMembersInput: 'Give the page token of the previous page (none for the first), a page size from 1 to 1000 and a search text of at most 100 characters, or up to 100 account ids.',
  /** setAdminRole / removeMembership: no account has the given id. */
  accountIdNotFound: 'No account has that id.',
  /** setAdminRole(admin true): the target has not verified its e-mail address. */
  adminNeedsVerifiedEmail: 'Only an account with a verified e-mail address can become an administrator.',
  /** setAdminRole / claimOwnerRole: the caller's own e-mail address is not verified. */
  callerEmailUnverified: 'Please verify your e-mail address first.',
  /** removeMembership / setAdminRole(false) would leave the portal without an administrator. */
  lastAdmin: 'The portal must keep at least one administrator. Make someone else an administrator first.',
  /** removeMembership of your own account. */
  cannotRemoveOwnMembership: 'You cannot remove your own membership. Ask another administrator.',

  // Codes that resist guessing and the code admin messages of docs/product.md §8 ("Codes").
  /** redeemMembershipCode: the account already is a member or an administrator. */
  codeAlreadyMember: 'Your account already has a membership, so it cannot use another code.',
  /** redeemMembershipCode: the code is for this account's e-mail, which is not verified yet; {phone}. */
  codeInviteeUnverified:
    'This code is for your e-mail address, which is not verified yet. Open the verification link we send to your e-mail, then enter the code again, or call us at {phone}.',
  /**
   * redeemMembershipCode while the breaker is tripped, for every code that is not bound to the
   * caller's verified address (unknown, used, expired, retired or unbound alike); {phone}.
   */
  codesPaused:
    'This code cannot be used right now. If you received an invitation, use the link in it and sign in with the e-mail address it was sent to; otherwise please call us at {phone}.',
  /** resetCodeBreaker when the breaker is not tripped (nothing to reset). */
  breakerNotTripped: 'The guessing breaker is not tripped: there is nothing to reset.',
  breakerResetFailed: 'Failed to reset the guessing breaker',
  /** The web app, after sending the verification link for codeInviteeUnverified. */
  verificationSent: 'We sent a verification link to {email}.',
  /** generateMembershipCodes: the function itself failed (docs/product.md §8: "on an exception"). */
  generateException: 'Failed to generate membership codes',
  /** The membership codes fetching helper (logged); the screen shows its own load message. */
  fetchCodesFailed: 'Failed to fetch membership codes',
  /** resetMembershipCode's own failure (the helper's message, logged); the screen shows resetFailed. */
  resetException: 'Failed to reset membership code',
  retireDone: 'Retired {count} unused codes',
  retireFailed: 'Failed to retire unused codes',
  guessingFailed: 'Failed to load code guessing figures',
  /** A callable that takes no input (functions/src/shared/schemas.ts noInput) given some. */
  noInput: 'This takes no input.',
  /** A keyed callable (common/idempotency.ts) given a key that is not IDEMPOTENCY_KEY_PATTERN. */
  idempotencyKeyInput: 'The request key is not valid. Reload the page and try again.',
  /** The same key sent again with a different request. */
  idempotencyKeyReused: 'This request key was already used for a different request. Reload the page and try again.',
  /** The same key sent again while the first call still runs, for longer than the wait. */
  idempotencyKeyBusy: 'This action is still being carried out. Try again in a moment.',
  /** A callable refused a token from a sign-in before the account's role was taken away. */
  signInAgain: 'Your access has changed. Please sign in again.',

  // Members screen and the session.
  /** docs/product.md §7: granting or removing admin failed and the function sent no message of its own. */
  setAdminRoleFailed: 'Failed to set admin role',
  /** Removing a membership failed and the function sent no message of its own. */
  removeMembershipFailed: 'Failed to remove membership',
  /** A member's or admin's request was refused (membership or admin removed): shown once, then sign-in. */
  accessChanged: 'Your access to the portal has changed. Please sign in again.',
  /** The quiet notice for a signed-in account whose e-mail address is not verified yet. */
  verifyEmail: 'Please verify your e-mail address: we sent you a link when you registered.',
  // updateSupportTicket.
  /** Input that is not { ticketId, status?, notes? } with a status or notes to set. */
  ticketUpdateInput: 'Give the ticket id and a new status or notes.',
  ticketNotesTooLong: `Notes can be at most ${LIMITS.adminNotes.toLocaleString('en-US')} characters.`,
  ticketNotFound: 'That support ticket does not exist.',
  /** Any other failure; also the Support Tickets screen's message (docs/product.md §8). */
  ticketUpdateFailed: 'Failed to update ticket',
  // answerSupportTicket.
  ticketAnswerInput: `Give the ticket id, whether it is a reply or a note, and a text of 1 to ${LIMITS.ticketMessage.toLocaleString('en-US')} characters.`,
  ticketAnswerFailed: 'Failed to send. Please try again.',
  // ---- My Account ----
  accountNameInput: `Please enter your full name (at most ${NAME_MAX_LENGTH} characters).`,
  /** The account change needs a sign-in from the last few minutes (RECENT_SIGN_IN_SECONDS). */
  recentSignInRequired: 'For your security, please enter your current password again.',
  /** deleteMyAccount refuses the last administrator. */
  lastAdminCannotLeave: 'You are the last administrator: make someone else an administrator before deleting your account.',
  /** What a deleted account's support requests keep instead of their subject and message. */
  deletedRequestText: '(removed when the account was deleted)',
} as const;

/**
 * The form fields' messages of docs/product.md §5, to the letter: the schemas of common/schemas give
 * them, and a screen that shows one without validating (an Auth refusal) takes it from here.
 */
export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy to continue',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
  sameEmail: 'This is already your e-mail address',
} as const;

/** 'Generated 10 new membership codes' (docs/product.md §8). */
export function codesGeneratedMessage(count: number): string {
  return MESSAGES.codesGenerated.replace('{count}', String(count));
}

/** generateMembershipCodes' refusal when only `free` codes (fewer than asked for) can still be made. */
export function codesExhaustedMessage(free: number): string {
  const text = free > 0 ? MESSAGES.codesExhausted : MESSAGES.codesNoneFree;
  return text.replace(/\{free\}/g, String(free)).replace('{min}', String(CODE_MIN)).replace('{max}', String(CODE_MAX));
}

export function codeNotFoundMessage(code: string): string {
  return MESSAGES.codeNotFound.replace('{code}', code);
}

/**
 * The guess-budget refusal with its retry time: in `timeZone` (the person's own, in the browser; the
 * function, which cannot know it, sends UTC and the retry time as details).
 */
export function budgetMessage(retryAt: Date, timeZone = 'UTC'): string {
  const time = retryAt.toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return MESSAGES.codeBudget.replace('{time}', time);
}

/** The invitee's "verify your e-mail" refusal, with the practice's phone number. */
export function verifyEmailMessage(text: string, phone: string): string {
  return text.replace('{phone}', phone);
}

/** The refusal while the breaker is tripped, with the practice's phone number. */
export function codesPausedMessage(phone: string): string {
  return MESSAGES.codesPaused.replace('{phone}', phone);
}

export function retireDoneMessage(count: number): string {
  return MESSAGES.retireDone.replace('{count}', String(count));
}
