/** The deployed functions: callables (names and wire shapes in common/callable-contracts.ts) and triggers. */
// First: the options every function shares (region, instance cap, memory, timeout).
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
// Firestore triggers: the audit trail of content written by staff through the client SDK.
export { auditArticles, auditProducts, auditPublications, auditResources } from './audit/contentTrail';
export { updateSupportTicket } from './tickets/updateSupportTicket';
// Support that answers back (issue 11 §2): staff replies and notes, and the e-mails they queue.
export { answerSupportTicket } from './tickets/answerSupportTicket';
export { mailNewSupportRequest, mailStaffReply } from './tickets/supportMail';
// A person's own account (issue 11 §1).
export { updateMyName } from './account/updateMyName';
export { endOtherSessions } from './account/endOtherSessions';
export { exportMyData } from './account/exportMyData';
export { deleteMyAccount } from './account/deleteMyAccount';
export { serveMemberFile } from './files/serveMemberFile';
// Storage trigger: a member file's upload tokens open nothing.
export { revokeMemberFileTokens } from './files/revokeMemberFileTokens';
