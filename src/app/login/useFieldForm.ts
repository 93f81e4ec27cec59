import { useCallback, useMemo, useState } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/**
 * Values plus errors for the small sign-in forms. Errors stay hidden until the first submit, then follow every
 * keystroke, so a user fixing a field sees the message go away.
 */
export function useFieldForm<Values extends Record<string, string | boolean>, Field extends string>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo<FieldErrors<Field>>(() => (submitted ? validate(values) : {}), [submitted, validate, values]);

  const setValue = useCallback(<Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues(previous => ({ ...previous, [key]: value }));
  }, []);

  /** Marks the form submitted (errors show from now on) and tells whether it may be sent. */
  const check = useCallback(() => {
    setSubmitted(true);
    return !hasErrors(validate(values));
  }, [validate, values]);

  return { values, errors, setValue, check };
}
