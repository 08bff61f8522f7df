/**
 * generateMembershipCodes({ count, invitee_email | unbound: true, expires_at? }) -> { codes }
 * (docs/decisions/0002-membership-codes.md).
 *
 * 1. The caller is an admin, and the input passes its schema (count GENERATE_MIN..GENERATE_MAX;
 *    an invitee, or unbound chosen on purpose; an expiry in the future, none, or by default
 *    CODE_EXPIRY_DEFAULT_DAYS from now); otherwise refuse and write nothing.
 * 2. Read which codes exist; if fewer of CODE_MIN..CODE_MAX are free than asked for, refuse with
 *    `resource-exhausted` saying how many are free, and write nothing.
 * 3. Draw `count` free codes with a cryptographic random source and create them, with one audit
 *    entry, in one atomic batch of create() writes (each fails if the document exists by now). A
 *    concurrent generation that took one of them makes the whole batch fail; then read again and
 *    draw again (shared/guardedWrites.ts). Two generations can never hand out the same code.
 *    createCodes.ts does steps 2 and 3.
 */
import { logger } from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLES, type GenerateCodesResult } from '@common/callable-contracts';
import { db } from '../admin';
import { requireAdmin } from '../roles/requireAdmin';
import { CALLABLE_OPTIONS, parseInput } from '../shared/callable';
import { keyed } from '../shared/idempotency';
import { createCodes } from './createCodes';
import { generateInput } from './schemas';

export const generateMembershipCodes = onCall(
  CALLABLE_OPTIONS,
  keyed(CALLABLES.generateMembershipCodes, requireAdmin, async (request, uid): Promise<GenerateCodesResult> => {
    const input = parseInput(generateInput, request.data);
    const codes = await createCodes(db, uid, input);
    logger.info('generateMembershipCodes', { uid, count: input.count, invitee: !!input.invitee_email, expires_at: input.expires_at });
    return { codes };
  }),
);
