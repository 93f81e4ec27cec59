import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../SchemaForm';

export interface FieldStoryProps {
  /** Property name, also the key of the server error. */
  field: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  required?: boolean;
  value?: unknown;
  /** A server-style error printed under the field. */
  error?: string;
  disabled?: boolean;
  /** RJSF's formContext (the upload widget's transport and record). */
  formContext?: Record<string, unknown>;
}

/**
 * One widget inside the real SchemaForm, so a story shows exactly what a form shows (label,
 * asterisk, error line) and Submit runs the real validation.
 */
export function FieldStory({ field, schema, uiSchema, required, value, error, disabled, formContext }: FieldStoryProps) {
  return (
    <div style={{ maxWidth: 480 }}>
      <SchemaForm
        schema={{ type: 'object', required: required ? [field] : [], properties: { [field]: schema } }}
        uiSchema={uiSchema ? { [field]: uiSchema } : undefined}
        formData={value === undefined ? {} : { [field]: value }}
        extraErrors={error ? [{ field, message: error }] : undefined}
        disabled={disabled}
        formContext={formContext}
        onSubmit={(data) => console.info('submitted', data)}
      />
    </div>
  );
}
