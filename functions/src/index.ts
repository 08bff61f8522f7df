/** The deployed callables; their names and wire shapes are common/callable-contracts.ts. */
export { generateMembershipCodes } from './codes/generateMembershipCodes';
export { resetMembershipCode } from './codes/resetMembershipCode';
export { redeemMembershipCode } from './membership/redeemMembershipCode';
export { claimOwnerRole } from './roles/claimOwnerRole';
export { setAdminRole } from './roles/setAdminRole';
export { updateSupportTicket } from './tickets/updateSupportTicket';
