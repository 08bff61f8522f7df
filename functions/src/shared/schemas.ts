/** Input schemas more than one kind of callable shares (common/schemas/shared.ts). */
export { noInput } from '@common/schemas/shared';
