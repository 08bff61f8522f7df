/** Redeeming a membership code (docs/product.md §5 "Membership code"): the form and redeemMembershipCode. */
import { object, regex, string, type infer as Infer } from 'zod/mini';
import { CODE_PATTERN } from '../membership';
import { MESSAGES } from '../messages';

const wrongLength = { error: MESSAGES.codeWrongLength };

/** Exactly `{ code: '1234' }`: anything else (missing, a number, letters, 3 or 5 digits, an object) is refused. */
export const redeemInput = object({ code: string(wrongLength).check(regex(CODE_PATTERN, wrongLength)) }, wrongLength);
export type RedeemInput = Infer<typeof redeemInput>;
