import { deepEquals, optionsList, type EnumOptionsType, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { numberOption } from './widgetOptions';

/** Spec 002 §5 and §9: the wording of an empty search, the menu height and the label cut. */
export const NO_RESULTS_TEXT = 'No results found';
export const LISTBOX_MAX_HEIGHT = 160;
export const SELECT_DISPLAY_LENGTH = 100;

export type SelectOption = EnumOptionsType<RJSFSchema>;

/**
 * The options of a select. RJSF passes enumOptions for enums and multi-select arrays; an array
 * rendered through ui:widget without uniqueItems gets none, so they are read from `items` then.
 */
export function selectOptions(schema: RJSFSchema, options: WidgetProps['options']): SelectOption[] {
  if (Array.isArray(options.enumOptions)) return options.enumOptions;
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) return optionsList(items as RJSFSchema) ?? [];
  return [];
}

export function isDisabledOption(option: SelectOption, options: WidgetProps['options']): boolean {
  const disabled = options.enumDisabled;
  return Array.isArray(disabled) && disabled.some((value) => deepEquals(value, option.value));
}

export function findOption(choices: readonly SelectOption[], value: unknown): SelectOption | null {
  return choices.find((option) => deepEquals(option.value, value)) ?? null;
}

/** ui:options.truncate overrides the 100-character display cut. */
export function displayLength(options: WidgetProps['options']): number {
  return numberOption(options, 'truncate') ?? SELECT_DISPLAY_LENGTH;
}

export interface Balance {
  text: string;
  count: number | string;
}

/** ui:options.balance → 'text: count' shown beside the select (spec 002 §3), or null. */
export function balanceText(options: WidgetProps['options']): string | null {
  const balance = options.balance as Partial<Balance> | undefined;
  if (!balance || typeof balance !== 'object' || balance.text === undefined) return null;
  return `${balance.text}: ${balance.count ?? 0}`;
}
