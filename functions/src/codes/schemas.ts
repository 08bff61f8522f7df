/** Callable inputs of the admin code functions: the shared schemas (common/schemas/codes.ts). */
export { generateInput, resetInput, type GenerateInput, type ResetInput } from '@common/schemas/codes';
