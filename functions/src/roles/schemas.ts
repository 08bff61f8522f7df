/** Callable inputs of the role functions, and the account id rule the member functions share. */
import { z } from 'zod';
import { MESSAGES } from '@common/messages';

/** Firebase Auth account ids are 1 to 128 characters. */
const UID_MAX_LENGTH = 128;

export function accountId(message: string) {
  return z.string({ error: message }).min(1, { error: message }).max(UID_MAX_LENGTH, { error: message });
}

const adminRoleInputError = { error: MESSAGES.adminRoleInput };

/** `{ uid, admin: true | false }`. */
export const setAdminRoleInput = z.object(
  {
    uid: accountId(MESSAGES.adminRoleInput),
    admin: z.boolean(adminRoleInputError),
  },
  adminRoleInputError,
);

const NO_INPUT = 'claimOwnerRole takes no input.';
/** claimOwnerRole takes nothing (the web SDK sends null); an empty object is tolerated. */
export const claimOwnerRoleInput = z.unknown().refine(
  (value) => value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0),
  { error: NO_INPUT },
);
