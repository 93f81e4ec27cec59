import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../src/shared/validationMessages';

/**
 * A server 400's `fields: [{field, message}]` as the ErrorSchema RJSF prints under each field
 * (`extraErrors`). 'address.city' nests; an empty field name is a form-level error.
 */
export function toErrorSchema<T = unknown>(fields: readonly FieldError[]): ErrorSchema<T> {
  const builder = new ErrorSchemaBuilder<T>();
  for (const { field, message } of fields) builder.addErrors(message, field === '' ? undefined : field);
  return builder.ErrorSchema;
}
