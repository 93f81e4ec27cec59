import type { ErrorObject } from 'ajv';
import {
  getUiOptions,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import { customizeValidator, type CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { AjvClass, ajvOptions, checksKeyword, customFormats, productKeywords } from '../src/shared/ajv';
import { humanize, requiredMessage, validationMessage } from '../src/shared/validationMessages';
import { MOBILE_DIGITS_MESSAGE } from './rules/mobileRules';

/**
 * The forms' validator: the same ajv class, options, formats and keywords as the server
 * (src/shared/ajv.ts), so a record the form accepts is one the API accepts.
 */
export const formValidator = customizeValidator({
  // Ajv2020 is a subclass of the Ajv the type names; the cast only bridges the declared type.
  AjvClass: AjvClass as unknown as NonNullable<CustomValidatorOptionsType['AjvClass']>,
  ajvOptionsOverrides: ajvOptions,
  customFormats: { ...customFormats },
  extenderFn: (ajv) => {
    for (const keyword of productKeywords) ajv.addKeyword(keyword);
    ajv.addKeyword(checksKeyword);
    return ajv;
  },
});

type SchemaNode = RJSFSchema & { 'x-label'?: string };

/** '.address.city' / 'address.city' / '.phones.0' → ['address', 'city'] / ['phones', '0'] */
function pathOf(error: RJSFValidationError): string[] {
  return (error.property ?? '')
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

function schemaAt(schema: RJSFSchema | undefined, path: readonly string[]): SchemaNode | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of path) {
    if (!node || typeof node !== 'object') return undefined;
    const items: unknown = node.items;
    const next: unknown =
      /^\d+$/.test(segment) && items && typeof items === 'object' && !Array.isArray(items)
        ? items
        : node.properties?.[segment];
    node = next && typeof next === 'object' ? (next as RJSFSchema) : undefined;
  }
  return node;
}

function uiAt(uiSchema: UiSchema | undefined, path: readonly string[]): UiSchema | undefined {
  let node: UiSchema | undefined = uiSchema;
  for (const segment of path) {
    if (!node) return undefined;
    node = (/^\d+$/.test(segment) ? node.items : node[segment]) as UiSchema | undefined;
  }
  return node;
}

/** Errors that mean 'nothing was entered', whichever keyword caught it. */
function isEmptinessError(error: RJSFValidationError, widget: unknown): boolean {
  const limit = (error.params as { limit?: number } | undefined)?.limit;
  switch (error.name) {
    case 'required':
      return true;
    case 'minLength':
    case 'minItems':
      return limit === 1;
    case 'const':
    case 'enum':
      // A checkbox1 schema may say `const: true`; unticked is 'not given', not 'wrong value'.
      return widget === 'checkbox1';
    default:
      return false;
  }
}

const MOBILE_WIDGETS = new Set(['mobile', 'MobileWidget']);
const MOBILE_SHAPE_KEYWORDS = new Set(['pattern', 'minLength', 'maxLength']);

function asAjvError(error: RJSFValidationError): ErrorObject {
  return {
    keyword: error.name ?? '',
    params: (error.params ?? {}) as ErrorObject['params'],
    message: error.message,
    instancePath: '',
    schemaPath: error.schemaPath ?? '',
  };
}

/**
 * Rewrites RJSF/ajv errors into the messages of spec 002 §5 through the shared translation
 * (src/shared/validationMessages.ts), adding only what depends on the widget: 'Mobile number must
 * be 10 digits', and the widget and ui:options.validationMessage of an empty field (requiredMessage). Labels come from x-label, then
 * ui:title, then title, then the humanised name. One message per field, as the server answers.
 */
export function createTransformErrors(schema?: RJSFSchema): ErrorTransformer {
  return (errors, uiSchema) => {
    const seen = new Set<string>();
    const result: RJSFValidationError[] = [];
    for (const error of errors) {
      // 'if/then' wrappers repeat the inner error, which names the field.
      if (error.name === 'if') continue;
      const path = pathOf(error);
      const key = path.join('.');
      if (seen.has(key)) continue;
      seen.add(key);

      const property = schemaAt(schema, path);
      const ui = uiAt(uiSchema, path);
      const uiOptions = getUiOptions(ui);
      const widget = uiOptions.widget;
      const label =
        property?.['x-label'] ?? uiOptions.title ?? property?.title ?? (error.title || humanize(path.at(-1) ?? ''));

      let message: string;
      if (isEmptinessError(error, widget)) {
        message = requiredMessage({ label, property, widget, validationMessage: uiOptions.validationMessage });
      } else if (typeof widget === 'string' && MOBILE_WIDGETS.has(widget) && MOBILE_SHAPE_KEYWORDS.has(error.name ?? '')) {
        message = MOBILE_DIGITS_MESSAGE;
      } else {
        message = validationMessage(asAjvError(error), label, property);
      }
      result.push({ ...error, message, stack: message });
    }
    return result;
  };
}

/** The schema-less transformer: labels from ui:title, the schema title RJSF found, or the property name. */
export const transformErrors: ErrorTransformer = createTransformErrors();
