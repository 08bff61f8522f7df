/** Callable inputs of the member functions. */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@common/accounts';
import { MEMBERS_LOOKUP_MAX, MEMBERS_PAGE_MAX } from '@common/callable-contracts';
import { MESSAGES } from '@common/messages';
import { accountId } from '../roles/schemas';

/** `{ uid }`. */
export const removeMembershipInput = z.object({ uid: accountId(MESSAGES.memberUidInput) }, { error: MESSAGES.memberUidInput });

const listMembersInputError = { error: MESSAGES.listMembersInput };
/**
 * `{ pageToken?, pageSize?, search? }` or `{ uids }`; the web SDK sends null or {} for the first
 * page of everything.
 */
export const listMembersInput = z
  .strictObject(
    {
      pageToken: z.string(listMembersInputError).min(1, listMembersInputError).max(2048, listMembersInputError).nullish(),
      pageSize: z.number(listMembersInputError).int(listMembersInputError).min(1, listMembersInputError).max(MEMBERS_PAGE_MAX, listMembersInputError).nullish(),
      search: z.string(listMembersInputError).max(NAME_MAX_LENGTH, listMembersInputError).nullish(),
      uids: z.array(accountId(MESSAGES.listMembersInput), listMembersInputError).min(1, listMembersInputError).max(MEMBERS_LOOKUP_MAX, listMembersInputError).nullish(),
    },
    listMembersInputError,
  )
  .nullish()
  .transform((value) => ({
    pageToken: value?.pageToken ?? undefined,
    pageSize: value?.pageSize ?? MEMBERS_PAGE_MAX,
    search: value?.search?.trim().toLowerCase() ?? '',
    uids: value?.uids ?? null,
  }));
