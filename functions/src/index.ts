/** The deployed callables (names are the web app's contract). */
export { generateMembershipCodes } from './codes/generateMembershipCodes';
export { resetMembershipCode } from './codes/resetMembershipCode';
export { redeemMembershipCode } from './membership/redeemMembershipCode';
export { claimOwnerRole } from './roles/claimOwnerRole';
export { setAdminRole } from './roles/setAdminRole';
