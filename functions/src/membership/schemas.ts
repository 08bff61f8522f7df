/** Callable input for redeemMembershipCode, from the shared code format (common/membership.ts). */
import { z } from 'zod';
import { CODE_PATTERN } from '@common/membership';
import { MESSAGES } from '@common/messages';

const wrongLength = { error: MESSAGES.codeWrongLength };

/** Exactly `{ code: '1234' }`: anything else (missing, a number, letters, 3 or 5 digits, an object) is refused. */
export const redeemInput = z.object({ code: z.string(wrongLength).regex(CODE_PATTERN, wrongLength) }, wrongLength);
export type RedeemInput = z.infer<typeof redeemInput>;
