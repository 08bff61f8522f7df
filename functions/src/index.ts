/** The deployed callables (names are the web app's contract). */
export { redeemMembershipCode } from './membership/redeemMembershipCode';
export { claimOwnerRole } from './roles/claimOwnerRole';
export { setAdminRole } from './roles/setAdminRole';
