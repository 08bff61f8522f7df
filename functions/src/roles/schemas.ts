/** Callable inputs of the role functions: the shared schemas (common/schemas/). */
export { setAdminRoleInput } from '@common/schemas/roles';
export { claimOwnerRoleInput } from '@common/schemas/shared';
