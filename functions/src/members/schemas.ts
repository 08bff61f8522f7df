/** Callable inputs of the member functions: the shared schemas (common/schemas/members.ts). */
export { listMembersInput, removeMembershipInput } from '@common/schemas/members';
