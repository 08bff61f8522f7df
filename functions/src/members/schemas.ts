/** Callable inputs of the member functions: the shared schemas (common/schemas/members.ts). */
export { listMembersInput, removeMembershipInput, resetSecondFactorInput } from '@common/schemas/members';
