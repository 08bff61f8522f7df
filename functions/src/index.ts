/** The deployed callables; their names and wire shapes are common/callable-contracts.ts. */
export { generateMembershipCodes } from './codes/generateMembershipCodes';
export { resetMembershipCode } from './codes/resetMembershipCode';
export { redeemMembershipCode } from './membership/redeemMembershipCode';
export { claimOwnerRole } from './roles/claimOwnerRole';
export { setAdminRole } from './roles/setAdminRole';
export { getCodeGuessing } from './codes/getCodeGuessing';
export { retireUnusedCodes } from './codes/retireUnusedCodes';
export { listMembers } from './members/listMembers';
export { removeMembership } from './members/removeMembership';
