/** Callable inputs of the member functions. */
import { z } from 'zod';
import { MESSAGES } from '@common/messages';
import { accountId } from '../roles/schemas';

/** `{ uid }`. */
export const removeMembershipInput = z.object({ uid: accountId(MESSAGES.memberUidInput) }, { error: MESSAGES.memberUidInput });

const listMembersInputError = { error: MESSAGES.listMembersInput };
/** `{ pageToken?: string | null }`; the web SDK sends null or {} for the first page. */
export const listMembersInput = z
  .object({ pageToken: z.string(listMembersInputError).min(1, listMembersInputError).max(2048, listMembersInputError).nullish() }, listMembersInputError)
  .nullish()
  .transform((value) => value?.pageToken ?? undefined);

