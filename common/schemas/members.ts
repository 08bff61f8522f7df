/** Inputs of the Members screen's callables: listMembers, removeMembership and resetSecondFactor. */
import { array, int, maxLength, minLength, nullish, object, pipe, strictObject, string, transform, gte, lte } from 'zod/mini';
import { NAME_MAX_LENGTH } from '../accounts';
import { MEMBERS_LOOKUP_MAX, MEMBERS_PAGE_MAX } from '../callable-contracts';
import { MESSAGES } from '../messages';
import { accountId } from './fields';

/** `{ uid }`. */
export const removeMembershipInput = object({ uid: accountId(MESSAGES.memberUidInput) }, { error: MESSAGES.memberUidInput });

/** resetSecondFactor's `{ uid }`. */
export const resetSecondFactorInput = object({ uid: accountId(MESSAGES.secondFactorResetInput) }, { error: MESSAGES.secondFactorResetInput });

const listError = { error: MESSAGES.listMembersInput };
/** A page token is opaque text, at most this long. */
const PAGE_TOKEN_MAX = 2048;

/**
 * `{ pageToken?, pageSize?, search? }` or `{ uids }`; the web SDK sends null or {} for the first
 * page of everything.
 */
export const listMembersInput = pipe(
  nullish(
    strictObject(
      {
        pageToken: nullish(string(listError).check(minLength(1, listError), maxLength(PAGE_TOKEN_MAX, listError))),
        pageSize: nullish(int(listError).check(gte(1, listError), lte(MEMBERS_PAGE_MAX, listError))),
        search: nullish(string(listError).check(maxLength(NAME_MAX_LENGTH, listError))),
        uids: nullish(array(accountId(MESSAGES.listMembersInput), listError).check(minLength(1, listError), maxLength(MEMBERS_LOOKUP_MAX, listError))),
      },
      listError,
    ),
  ),
  transform((value) => ({
    pageToken: value?.pageToken ?? undefined,
    pageSize: value?.pageSize ?? MEMBERS_PAGE_MAX,
    search: value?.search?.trim().toLowerCase() ?? '',
    uids: value?.uids ?? null,
  })),
);
