/** Inputs more than one kind of callable shares. */
import { refine, unknown } from 'zod/mini';
import { MESSAGES } from '../messages';

function isEmptyInput(value: unknown): boolean {
  return value == null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
}

/**
 * The input of a callable that takes none (getCodeGuessing, retireUnusedCodes and the account
 * callables): the web SDK sends null; {} is fine too; anything else is refused.
 */
export const noInput = unknown().check(refine(isEmptyInput, { error: MESSAGES.noInput }));

/** claimOwnerRole takes nothing either, and says so in its own words. */
export const claimOwnerRoleInput = unknown().check(refine(isEmptyInput, { error: 'claimOwnerRole takes no input.' }));
