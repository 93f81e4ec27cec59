import type { ErrorObject } from 'ajv';

export interface FieldError {
  field: string;
  message: string;
}

interface PropertySchema {
  title?: string;
  'x-label'?: string;
  type?: unknown;
  format?: unknown;
  const?: unknown;
  /** The message when the value does not match `pattern`: say what is allowed, not just 'invalid'. */
  'x-pattern-message'?: unknown;
  'x-ui'?: { 'ui:widget'?: unknown; 'ui:options'?: { validationMessage?: unknown } };
  /** Nested fields; a JSON Schema may also write `true`/`false` for a property. */
  properties?: Record<string, PropertySchema | boolean>;
  /** An array's items ('entitlements.0.daysPerYear' is named by the item's field); a tuple's list is not read. */
  items?: unknown;
}

/** Spec 002 §5 'Dynamic forms and inputs': the required message of an e-mail and of a mobile number. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const MOBILE_REQUIRED_MESSAGE = 'Mobile number is required';
/** Spec 002 §5 'Generic form': a field of a type the spec lists no rule for says this, unless it has a validationMessage. */
export const REQUIRED_FALLBACK_MESSAGE = 'Required';

/** What decides the message of an empty required field: the property, and the widget the form chose. */
export interface RequiredField {
  label: string;
  property?: PropertySchema;
  /** The form's widget; without it the property's x-ui widget. */
  widget?: unknown;
  /** ui:options.validationMessage; without it the property's x-ui one. */
  validationMessage?: unknown;
}

/**
 * Widgets the generic form's rules of spec 002 §5 do not list (text, email, password, mobile, textarea, date,
 * file, select, radio, checkbox1, time, color are listed): a multi-select or a plain checkbox falls to 'Required'.
 */
const UNLISTED_WIDGETS = new Set(['checkbox', 'checkboxes', 'multipleSelect', 'CheckboxWidget', 'MultipleSelectWidget']);

function widgetOf({ property, widget }: RequiredField): string | undefined {
  const chosen = widget ?? property?.['x-ui']?.['ui:widget'];
  if (typeof chosen === 'string') return chosen;
  // RJSF's own choice without x-ui: an array of options is a multi-select, a boolean a checkbox.
  const types = Array.isArray(property?.type) ? property.type : [property?.type];
  if (types.includes('array')) return 'multipleSelect';
  if (types.includes('boolean')) return property?.const === true ? 'checkbox1' : 'checkbox';
  return undefined;
}

/**
 * The message of an empty required field (spec 002 §5): the field's validationMessage when it has one;
 * 'Email is required' for an e-mail; 'Mobile number is required' for a mobile number; 'Required' for the
 * widgets the generic form lists no rule for; otherwise '{label} is required'.
 */
export function requiredMessage(field: RequiredField): string {
  const custom = field.validationMessage ?? field.property?.['x-ui']?.['ui:options']?.validationMessage;
  if (typeof custom === 'string' && custom !== '') return custom;
  const widget = widgetOf(field);
  if (field.property?.format === 'email' || widget === 'email' || widget === 'EmailWidget') return EMAIL_REQUIRED_MESSAGE;
  if (widget === 'mobile' || widget === 'MobileWidget') return MOBILE_REQUIRED_MESSAGE;
  if (widget !== undefined && UNLISTED_WIDGETS.has(widget)) return REQUIRED_FALLBACK_MESSAGE;
  return `${field.label} is required`;
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
  // A nested object's missing field is named by its path ('qualifications.0.qualification').
  if (error.keyword === 'required') return [...error.instancePath.split('/').filter(Boolean), (error.params as { missingProperty: string }).missingProperty].join('.');
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
  const nested = rest.length > 0 ? labelOfNested(rest, property) : undefined;
  return nested ?? property?.['x-label'] ?? property?.title ?? humanize(top);
}

function labelOfNested(path: string[], parent: PropertySchema | undefined): string | undefined {
  // An array's index steps into its items.
  const property = (/^\d+$/.test(path[0]) ? parent?.items : parent?.properties?.[path[0]]) as PropertySchema | boolean | undefined;
  if (!property || typeof property !== 'object' || Array.isArray(property)) return undefined;
  return (path.length > 1 ? labelOfNested(path.slice(1), property) : undefined) ?? property['x-label'] ?? property.title;
}

/**
 * The product's single translation of ajv errors into the messages of spec 002 §5. Forms show them
 * under the field; the server answers them in a 400's field list.
 */
export function validationMessage(error: ErrorObject, label: string, property?: PropertySchema): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return requiredMessage({ label, property });
    case 'minLength':
      return params.limit === 1 ? requiredMessage({ label, property }) : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters`;
    case 'format':
      if (params.format === 'email') return 'Invalid email format';
      if (params.format === 'date') return 'Invalid date';
      if (params.format === 'uri' || params.format === 'url') return `${label} must be a web address starting with http:// or https://`;
      return `${label} is not a valid ${String(params.format)}`;
    case 'pattern': {
      const explained = property?.['x-pattern-message'];
      return typeof explained === 'string' && explained !== '' ? explained : `${label} is invalid`;
    }
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
    case 'minItems':
      return params.limit === 1 ? `${label}: choose at least one` : `${label}: choose at least ${params.limit}`;
    case 'maxItems':
      return `${label}: choose at most ${params.limit}`;
    case 'uniqueItems':
      return `${label} must not repeat a value`;
    case 'x-checks':
      // A rule between fields (src/shared/shiftRuleChecks.ts) writes its own message.
      return String(params.message);
    default:
      return `${label} ${error.message ?? 'is invalid'}`;
  }
}

/** The schema of a field by its path: a nested field's own ('qualifications.0.qualification'), else the top property. */
function propertyAt(field: string, properties: Record<string, PropertySchema>): PropertySchema | undefined {
  const [top, ...rest] = field.split('.');
  let property: unknown = properties[top];
  for (const step of rest) {
    const parent = property as PropertySchema | undefined;
    const next = /^\d+$/.test(step) ? parent?.items : parent?.properties?.[step];
    if (!next || typeof next !== 'object' || Array.isArray(next)) return properties[top];
    property = next;
  }
  return property as PropertySchema | undefined;
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
    result.push({ field, message: validationMessage(error, labelOf(field, properties), propertyAt(field, properties)) });
  }
  return result;
}
