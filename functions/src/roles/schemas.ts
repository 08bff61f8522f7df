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

/** claimOwnerRole takes nothing (the web SDK sends null). */
export const claimOwnerRoleInput = z.union([z.null(), z.undefined(), z.object({}).strict()], {
  error: 'claimOwnerRole takes no input.',
});
