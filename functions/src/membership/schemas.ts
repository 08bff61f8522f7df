/** Callable input of redeemMembershipCode: the schema the Membership Validation form uses too. */
export { redeemInput, type RedeemInput } from '@common/schemas/membership';
