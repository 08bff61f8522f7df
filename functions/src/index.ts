/** The deployed functions: callables (names and wire shapes in common/callable-contracts.ts) and triggers. */
// First: outside the Functions emulator, drop the SDK's debug switches before the SDK loads and reads
// them (skipping token verification is for the emulator only).
import './shared/emulatorOnly';
// Then the options every function shares (region, instance cap, memory, timeout).
import './options';
export { generateMembershipCodes } from './codes/generateMembershipCodes';
export { resetMembershipCode } from './codes/resetMembershipCode';
export { redeemMembershipCode } from './membership/redeemMembershipCode';
export { claimOwnerRole } from './roles/claimOwnerRole';
export { setAdminRole } from './roles/setAdminRole';
export { getCodeGuessing } from './codes/getCodeGuessing';
export { retireUnusedCodes } from './codes/retireUnusedCodes';
export { resetCodeBreaker } from './codes/resetCodeBreaker';
export { listMembers } from './members/listMembers';
export { removeMembership } from './members/removeMembership';
export { resetSecondFactor } from './members/resetSecondFactor';
// Firestore triggers: the audit trail of content written by staff through the client SDK.
export { auditArticles, auditProducts, auditPublications, auditResources } from './audit/contentTrail';
export { updateSupportTicket } from './tickets/updateSupportTicket';
// Support that answers back: staff replies and notes, and the e-mails they queue.
export { answerSupportTicket } from './tickets/answerSupportTicket';
export { mailNewSupportRequest, mailStaffReply } from './tickets/supportMail';
// A person's own account.
export { updateMyName } from './account/updateMyName';
export { endOtherSessions } from './account/endOtherSessions';
export { exportMyData } from './account/exportMyData';
export { deleteMyAccount } from './account/deleteMyAccount';
export { serveMemberFile } from './files/serveMemberFile';
// Storage trigger: a member file's upload tokens open nothing.
export { revokeMemberFileTokens } from './files/revokeMemberFileTokens';
// Scheduled: uploads no record names (a form's tab closed or cut mid-way) are removed after a day.
export { removeOrphanUploadsDaily } from './files/orphanUploads';
// Insights: counts of what members read and search, holding no member's identity.
export { recordUse } from './insights/recordUse';
export { recordSearchMiss } from './insights/recordSearchMiss';
export { getInsights } from './insights/getInsights';
