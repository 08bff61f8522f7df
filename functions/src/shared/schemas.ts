/** Input schemas more than one kind of callable shares. */
import { z } from 'zod';
import { MESSAGES } from '@common/messages';

/**
 * The input of a callable that takes none (getCodeGuessing, retireUnusedCodes and the account
 * callables): the web SDK sends null; {} is fine too; anything else is refused.
 */
export const noInput = z
  .unknown()
  .refine((value) => value == null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0), { error: MESSAGES.noInput });
