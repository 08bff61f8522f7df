/** Callable inputs of the role functions, from the shared e-mail rule (common/accounts.ts). */
import { z } from 'zod';
import { isEmailShaped } from '@common/accounts';
import { MESSAGES } from '@common/messages';

const adminRoleInputError = { error: MESSAGES.adminRoleInput };

/** `{ email, admin: true | false }`. */
export const setAdminRoleInput = z.object(
  {
    email: z.string(adminRoleInputError).trim().refine(isEmailShaped, adminRoleInputError),
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
