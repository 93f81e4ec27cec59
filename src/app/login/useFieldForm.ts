import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

interface FieldFormOptions<Values, Field extends string> {
  initial: Values;
  validate: (values: Values) => FieldErrors<Field>;
  /**
   * Sends valid values. Throwing (after reporting the problem) lets the user correct and submit again;
   * returning keeps the form "submitting", as each form leaves the page after a success.
   */
  send: (values: Values) => Promise<void>;
  /** Refuses to submit at all, before validating (the reset link without its token). */
  blocked?: boolean;
}

/**
 * Values, errors and submitting state for the small sign-in forms. Errors stay hidden until the first submit,
 * then follow every keystroke, so a user fixing a field sees the message go away. A submit while one is under
 * way, or with invalid values, sends nothing.
 */
export function useFieldForm<Values extends Record<string, string | boolean>, Field extends string>({
  initial,
  validate,
  send,
  blocked = false,
}: FieldFormOptions<Values, Field>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = useMemo<FieldErrors<Field>>(() => (submitted ? validate(values) : {}), [submitted, validate, values]);

  const setValue = useCallback(<Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues(previous => ({ ...previous, [key]: value }));
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting || blocked) return;
    // From now on errors show.
    setSubmitted(true);
    if (hasErrors(validate(values))) return;
    setSubmitting(true);
    try {
      await send(values);
    } catch {
      setSubmitting(false);
    }
  };

  return { values, errors, setValue, submit, submitting, setSubmitting };
}
