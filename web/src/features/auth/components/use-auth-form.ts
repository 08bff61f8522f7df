import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { AuthFailure } from '../errors';
import { focusField, type FieldErrors } from '../validation';

type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface AuthFormOptions<V> {
  initial: V;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** The fields in screen order: the first invalid one gets the focus. */
  order: readonly (keyof V & string)[];
  /** The auth call, once every field is valid; what it throws becomes the form's error. */
  submit: (values: V) => Promise<void>;
  /** What a failure shows and logs (errors.ts has the rule). */
  describeFailure: (error: unknown) => AuthFailure;
  /** True from submit until the call has finished. */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The auth forms' shared behaviour: field errors show from the first submit on and follow each
 * change after it; a submit with errors focuses the first one; the call runs once at a time.
 */
export function useAuthForm<V extends object>({ initial, validate, order, submit, describeFailure, onPendingChange }: AuthFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function update(next: V) {
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  /** What a required <FormTextField> of `field` takes from the form: `{...textField('email')}`. */
  const textField = (field: TextField<V>) => ({
    name: field,
    required: true,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ ...values, [field]: event.target.value }),
    error: errors[field],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = order.find((field) => found[field]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    setFormError(null);
    setBusy(true);
    onPendingChange?.(true);
    try {
      await submit(values);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.logged) console.error(failure.logged, error);
      setFormError(failure.shown);
    } finally {
      setBusy(false);
      onPendingChange?.(false);
    }
  }

  /** Errors wait for the next submit again (the form is shown anew). */
  const restart = () => setSubmitted(false);

  return { values, errors, formError, busy, update, textField, handleSubmit, restart };
}
