/** Callable inputs of the role and member functions. */
import { z } from 'zod';
import { MESSAGES } from '@common/messages';

/** Firebase Auth account ids are 1 to 128 characters. */
const UID_MAX_LENGTH = 128;

function accountId(message: string) {
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

/** `{ uid }`. */
export const removeMembershipInput = z.object({ uid: accountId(MESSAGES.memberUidInput) }, { error: MESSAGES.memberUidInput });

const listMembersInputError = { error: MESSAGES.listMembersInput };
/** `{ pageToken?: string | null }`; the web SDK sends null or {} for the first page. */
export const listMembersInput = z
  .object({ pageToken: z.string(listMembersInputError).min(1, listMembersInputError).max(2048, listMembersInputError).nullish() }, listMembersInputError)
  .nullish()
  .transform((value) => value?.pageToken ?? undefined);

const NO_INPUT = 'claimOwnerRole takes no input.';
/** claimOwnerRole takes nothing (the web SDK sends null); an empty object is tolerated. */
export const claimOwnerRoleInput = z.unknown().refine(
  (value) => value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0),
  { error: NO_INPUT },
);
