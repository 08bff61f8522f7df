/** Callable inputs of a person's own account changes: the shared schemas, which the forms use too. */
export { nameInput as updateMyNameInput } from '@common/schemas/account';
