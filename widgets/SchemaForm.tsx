import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/mui';
import type { ErrorSchema, ErrorTransformer } from '@rjsf/utils';
import type { FieldError } from '../src/shared/validationMessages';
import { ColumnsObjectFieldTemplate } from './ColumnsObjectFieldTemplate';
import { createTransformErrors } from './formValidator';
import { formValidator, widgets } from './index';
import { toErrorSchema } from './toErrorSchema';

export interface SchemaFormProps<T = Record<string, unknown>>
  extends Omit<FormProps<T>, 'validator' | 'widgets' | 'onSubmit' | 'extraErrors' | 'children'> {
  /** Receives the validated data. A returned promise keeps `resetOnSubmit` waiting for it. */
  onSubmit?: (formData: T, event: IChangeEvent<T>) => void | Promise<unknown>;
  /** Shows 'Submitting...' and disables the button while the caller saves. */
  submitting?: boolean;
  /** A server 400: its `fields` list as is, or an ErrorSchema. Printed under the fields. */
  extraErrors?: ErrorSchema<T> | readonly FieldError[];
  submitText?: string;
  /** Empty the form after a successful submit (spec 002 §4 'Generic form'). */
  resetOnSubmit?: boolean;
  /** More actions beside the submit button (Cancel, …). */
  children?: ReactNode;
  /** No submit button (a read-only view); `children` still show. */
  hideSubmit?: boolean;
}

/**
 * RJSF would tick nothing but store false for a required boolean, and pre-fill `const` values;
 * either would let an untouched 'I accept' checkbox (checkbox1, `const: true`) pass. Untouched
 * stays empty, so 'required' or 'const' reports it.
 */

const defaultFormState = { requiredBooleanDefault: 'skip', constAsDefaults: 'never' } as const;

/**
 * @rjsf/mui's Form with the product's widgets, validator and messages: validation on submit only,
 * errors under each field (no list on top), no browser validation bubbles.
 */
export function SchemaForm<T = Record<string, unknown>>({
  schema,
  onSubmit,
  submitting = false,
  extraErrors,
  submitText = 'Submit',
  resetOnSubmit = false,
  transformErrors,
  disabled,
  children,
  hideSubmit = false,
  ...formProps
}: SchemaFormProps<T>) {
  // A new key remounts the form: RJSF's reset() would restore the data but not the widgets' own
  // state (a file widget's message, a half-picked month).
  const [generation, setGeneration] = useState(0);
  // Validation starts at the first submit; once that has shown messages, each one goes as soon as its field is right.
  const [failedSubmit, setFailedSubmit] = useState(false);
  const transform = useMemo<ErrorTransformer<T>>(() => {
    const product = createTransformErrors(schema);
    return transformErrors ? (errors, uiSchema) => transformErrors(product(errors, uiSchema), uiSchema) : product;
  }, [schema, transformErrors]);
  const serverErrors = useMemo(
    () => (Array.isArray(extraErrors) ? toErrorSchema<T>(extraErrors) : (extraErrors as ErrorSchema<T> | undefined)),
    [extraErrors],
  );

  const handleSubmit = async (event: IChangeEvent<T>) => {
    try {
      await onSubmit?.(event.formData as T, event);
    } catch {
      // The caller reports its own failures (toast, extraErrors); a failed save keeps what was typed.
      return;
    }
    setFailedSubmit(false);
    if (resetOnSubmit) setGeneration((current) => current + 1);
  };

  return (
    <Box
      sx={{
        // Spec 002 §5: required fields show a red asterisk (MUI colours it like the label).
        '& .MuiFormLabel-asterisk': { color: 'error.main' },
      }}
    >
      <Form
        key={generation}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        experimental_defaultFormStateBehavior={defaultFormState}
        // The errors are shown under the fields; without a handler RJSF also logs them as console errors.
        onError={() => setFailedSubmit(true)}
        liveValidate={failedSubmit ? 'onChange' : undefined}
        {...formProps}
        templates={{ ObjectFieldTemplate: ColumnsObjectFieldTemplate, ...formProps.templates }}
        schema={schema}
        validator={formValidator}
        widgets={widgets}
        transformErrors={transform}
        extraErrors={serverErrors}
        disabled={disabled}
        onSubmit={(event) => void handleSubmit(event as IChangeEvent<T>)}
      >
        <Box sx={{ mt: 3, display: 'flex', gap: 1 }}>
          {hideSubmit ? null : (
            <Button type="submit" variant="contained" disabled={disabled || submitting}>
              {submitting ? 'Submitting...' : submitText}
            </Button>
          )}
          {children}
        </Box>
      </Form>
    </Box>
  );
}
