/**
 * The one form hook: a form's values checked by its schema of common/schemas (zod/mini), the same
 * schema the callable or the rules' limits hold. Field messages show from the first submit on and
 * follow each change after it; a submit with errors focuses the first field in error (fields in the
 * order of `initial`, which is the screen's); the submit runs once at a time, with the schema's
 * output (trimmed values); what it throws becomes the form's message.
 *
 * A form with more than one way out (the record form's Publish and Save as draft) names each as an
 * intent: `submit` gets it, and `pending` says which one is running.
 */
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
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

export interface SchemaFormOptions<S extends ZodMiniType, I = void> {
  schema: S;
  initial: input<S>;
  /** The call, once the schema accepts the values; it gets the schema's output and the way out chosen. */
  submit: (values: output<S>, intent: I) => Promise<void>;
  /** What a failure of `submit` shows and logs. */
  describeFailure: (error: unknown) => FormFailure;
  /** True from submit until the call has finished. */
  onPendingChange?: (pending: boolean) => void;
  /** Puts the keyboard on a field in error (default: the form's control of that name). */
  focus?: (form: HTMLFormElement | null, field: string) => void;
}

export function useSchemaForm<S extends ZodMiniType, I = void>({ schema, initial, submit, describeFailure, onPendingChange, focus = focusField }: SchemaFormOptions<S, I>) {
  type V = input<S>;
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ intent: I } | null>(null);
  // Shown from the first submit on, and following every change after it.
  const errors = useMemo<FieldErrors<Field>>(() => (submitted ? (fieldErrors(schema, values) as FieldErrors<Field>) : {}), [submitted, schema, values]);

  const update = (next: V) => setValues(next);
  /** Changes some fields, on top of every change before it (for fields that report their own changes). */
  const patch = useCallback((changes: Partial<V>) => setValues((previous) => ({ ...(previous as object), ...(changes as object) }) as V), []);

  /** What a required <FormTextField> of `field` takes from the form: `{...textField('email')}`. */
  const textField = (field: TextField<V>) => ({
    name: field,
    required: true,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ ...(values as object), [field]: event.target.value } as V),
    error: errors[field],
  });

  /** Submits by way of `intent`; `form` is where a field in error is looked for. */
  async function submitAs(intent: I, form: HTMLFormElement | null) {
    if (pending) return;
    setSubmitted(true);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(schema, values) as FieldErrors<Field>;
      const firstInvalid = Object.keys(initial as object).find((field) => found[field as Field]);
      if (firstInvalid) focus(form, firstInvalid);
      return;
    }
    setFormError(null);
    setPending({ intent });
    onPendingChange?.(true);
    try {
      await submit(parsed.data as output<S>, intent);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.logged) console.error(failure.logged, error);
      setFormError(failure.shown);
    } finally {
      setPending(null);
      onPendingChange?.(false);
    }
  }

  /** The form's submit event, by way of `intent` (a form with one way out passes none). */
  function handleSubmit(event: FormEvent<HTMLFormElement>, ...intent: I extends void ? [] : [I]) {
    event.preventDefault();
    return submitAs(intent[0] as I, event.currentTarget);
  }

  /** The form shown anew with `next`: errors wait for the next submit again. */
  function reset(next: V = initial) {
    setValues(next);
    setSubmitted(false);
    setFormError(null);
  }

  return { values, errors, formError, busy: pending !== null, pending: pending?.intent ?? null, update, patch, textField, handleSubmit, submitAs, reset };
}
