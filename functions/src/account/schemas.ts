/** Callable inputs of a person's own account changes. */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@common/accounts';
import { MESSAGES } from '@common/messages';

const nameError = { error: MESSAGES.accountNameInput };

/** `{ name }`: trimmed, 1..NAME_MAX_LENGTH characters, no control characters. */
export const updateMyNameInput = z.object(
  {
    name: z
      .string(nameError)
      .trim()
      .min(1, nameError)
      .max(NAME_MAX_LENGTH, nameError)
      // eslint-disable-next-line no-control-regex
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), nameError),
  },
  nameError,
);
