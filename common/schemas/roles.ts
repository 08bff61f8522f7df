/** setAdminRole's input (the Members screen's grant and removal of the admin role). */
import { boolean, object } from 'zod/mini';
import { MESSAGES } from '../messages';
import { accountId } from './fields';

const adminRoleInputError = { error: MESSAGES.adminRoleInput };

/** `{ uid, admin: true | false }`. */
export const setAdminRoleInput = object({ uid: accountId(MESSAGES.adminRoleInput), admin: boolean(adminRoleInputError) }, adminRoleInputError);
