/** How a form reads a schema's refusal: one message per field, the first the schema gives. */
import type { ZodMiniType } from 'zod/mini';

/** A form's field messages, by field name; a field without an entry is fine. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * The first message of each field the schema refuses in `values` (a message that belongs to no
 * field goes under ''): what the form shows at its fields.
 */
export function fieldErrors<S extends ZodMiniType>(schema: S, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
