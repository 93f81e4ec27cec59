import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { isRestrictKind, type RestrictKind } from './rules/restrictInput';

/**
 * Typed readers for the `ui:options` the widgets understand (see widgets/README.md). ui:options
 * arrive untyped from a master's `x-ui`, so each reader checks the type and falls back.
 */

type Options = WidgetProps['options'];

/** Spec 002 §9: 'Dynamic number field maximum 10' — number inputs take at most 10 digits. */
export const NUMBER_MAX_DIGITS = 10;

export function numberOption(options: Options, key: string): number | undefined {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function booleanOption(options: Options, key: string): boolean {
  return options[key] === true;
}

export function stringOption(options: Options, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function stringListOption(options: Options, key: string): string[] | undefined {
  const value = options[key];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
  return undefined;
}

export function isNumberSchema(schema: RJSFSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
}

export interface TextRule {
  kind: RestrictKind;
  maxLength?: number;
  min?: number;
  max?: number;
  allowDecimal: boolean;
  /** ui:options.allow: characters kept on top of the kind's. */
  allow?: string;
}

/**
 * How a text input restricts what is typed. Number properties default to numeric, capped at 10
 * digits; plain text defaults to alphabetic (spec 002 §5). A schema maxLength also truncates, so
 * the user never types past what the server accepts.
 */
export function textRuleFor(schema: RJSFSchema, options: Options, multiline = false): TextRule {
  const numberSchema = isNumberSchema(schema);
  const restrict = options.restrict;
  const kind: RestrictKind = isRestrictKind(restrict) ? restrict : numberSchema ? 'numeric' : 'alphabetic';
  const integer = schema.type === 'integer';
  return {
    kind,
    maxLength: numberOption(options, 'maxLength') ?? schema.maxLength ?? (numberSchema ? NUMBER_MAX_DIGITS : undefined),
    min: numberOption(options, 'min') ?? schema.minimum,
    max: numberOption(options, 'max') ?? schema.maximum,
    // The spec allows the dot in the single-line input only; integers never take one.
    allowDecimal: !multiline && !integer,
    allow: stringOption(options, 'allow'),
  };
}
