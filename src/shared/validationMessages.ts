import type { ErrorObject } from 'ajv';

export interface FieldError {
  field: string;
  message: string;
}

interface PropertySchema {
  title?: string;
  'x-label'?: string;
  properties?: Record<string, PropertySchema>;
}

/** 'primaryContactNumber' → 'Primary Contact Number' */
export function humanize(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  if (error.keyword === 'additionalProperties') return (error.params as { additionalProperty: string }).additionalProperty;
  return error.instancePath.split('/').filter(Boolean).join('.');
}

/**
 * The name a message uses for a field: its x-label, else its title, else the humanised property
 * name. A nested field ('collaborationUrls.dm') is named by its own title when it has one.
 */
export function labelOf(field: string, properties: Record<string, PropertySchema>): string {
  const [top, ...rest] = field.split('.');
  const property = properties[top];
  const nested = rest.length > 0 ? labelOfNested(rest, property?.properties) : undefined;
  return nested ?? property?.['x-label'] ?? property?.title ?? humanize(top);
}

function labelOfNested(path: string[], properties: Record<string, PropertySchema> | undefined): string | undefined {
  const property = properties?.[path[0]];
  if (!property) return undefined;
  return (path.length > 1 ? labelOfNested(path.slice(1), property.properties) : undefined) ?? property['x-label'] ?? property.title;
}

/**
 * The product's single translation of ajv errors into the messages of spec 002 §5. Forms show them
 * under the field; the server answers them in a 400's field list.
 */
export function validationMessage(error: ErrorObject, label: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return params.limit === 1 ? `${label} is required` : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters`;
    case 'format':
      if (params.format === 'email') return 'Invalid email format';
      if (params.format === 'date') return 'Invalid date';
      if (params.format === 'uri' || params.format === 'url') return `${label} must be a web address starting with http:// or https://`;
      return `${label} is not a valid ${String(params.format)}`;
    case 'pattern':
      return `${label} is invalid`;
    case 'type':
      return `${label} must be ${params.type === 'integer' || params.type === 'number' ? 'a number' : `of type ${String(params.type)}`}`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
      return `${label} must be at most ${params.limit}`;
    case 'additionalProperties':
      return `${label} is not a known field`;
    default:
      return `${label} ${error.message ?? 'is invalid'}`;
  }
}

export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  properties: Record<string, PropertySchema> = {},
): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    // 'if/then' wrappers repeat the inner error; the inner one carries the field.
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: validationMessage(error, labelOf(field, properties)) });
  }
  return result;
}
