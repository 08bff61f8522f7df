/**
 * The one form hook: a form's values checked by its schema of common/schemas (zod/mini), the same
 * schema the callable or the rules' limits hold. Field messages show from the first submit on and
 * follow each change after it; a submit with errors focuses the first field in error (fields in the
 * order of `initial`, which is the screen's); the submit runs once at a time, with the schema's
 * output (trimmed values); what it throws becomes the form's message.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { input, output, ZodMiniType } from 'zod/mini';
import { fieldErrors, type FieldErrors } from '@common/schemas/field-errors';

export { fieldErrors, type FieldErrors };

/** What a failed submit shows the person, and what it logs (nothing when it is the person's to put right). */
export interface FormFailure {
  shown: string;
  logged?: string;
}

/** Puts the keyboard (and screen readers) on a form's field. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SchemaFormOptions<S extends ZodMiniType> {
  schema: S;
  initial: input<S>;
  /** The call, once the schema accepts the values; it gets the schema's output. */
  submit: (values: output<S>) => Promise<void>;
  /** What a failure of `submit` shows and logs. */
  describeFailure: (error: unknown) => FormFailure;
  /** True from submit until the call has finished. */
  onPendingChange?: (pending: boolean) => void;
}

export function useSchemaForm<S extends ZodMiniType>({ schema, initial, submit, describeFailure, onPendingChange }: SchemaFormOptions<S>) {
  type V = input<S>;
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function update(next: V) {
    setValues(next);
    if (submitted) setErrors(fieldErrors(schema, next));
  }

  /** What a required <FormTextField> of `field` takes from the form: `{...textField('email')}`. */
  const textField = (field: TextField<V>) => ({
    name: field,
    required: true,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ ...(values as object), [field]: event.target.value } as V),
    error: errors[field],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setSubmitted(true);
    const parsed = schema.safeParse(values);
    const found = fieldErrors(schema, values) as FieldErrors<Field>;
    setErrors(found);
    if (!parsed.success) {
      const firstInvalid = Object.keys(initial as object).find((field) => found[field as Field]);
      if (firstInvalid) focusField(form, firstInvalid);
      return;
    }
    setFormError(null);
    setBusy(true);
    onPendingChange?.(true);
    try {
      await submit(parsed.data as output<S>);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.logged) console.error(failure.logged, error);
      setFormError(failure.shown);
    } finally {
      setBusy(false);
      onPendingChange?.(false);
    }
  }

  /** The form shown anew with `next`: errors wait for the next submit again. */
  function reset(next: V = initial) {
    setValues(next);
    setErrors({});
    setSubmitted(false);
    setFormError(null);
  }

  return { values, errors, formError, busy, update, textField, handleSubmit, reset };
}
