import type { HTMLAttributes, Key, SyntheticEvent } from 'react';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { truncateText } from './rules/restrictInput';
import { displayLength, LISTBOX_MAX_HEIGHT, NO_RESULTS_TEXT, type SelectOption } from './selectOptions';
import { textFieldProps } from './textFieldProps';

/** How a select widget shows, compares and stores its options. */
export interface OptionConfig<Option> {
  /** The option's text in the input, and in the list unless `optionText` says otherwise. */
  getOptionLabel: (option: Option) => string;
  isOptionEqualToValue: (option: Option, selected: Option) => boolean;
  /** What the form stores for a chosen option. */
  valueOf: (option: Option) => unknown;
  /** The React key of the option's row in the list. */
  optionKey: (option: Option) => Key;
  /** The row's text, when it is not the label. */
  optionText?: (option: Option) => string;
  /** The row's tooltip (the whole label, when the shown one is cut). */
  optionTitle?: (option: Option) => string;
  /** Props of the TextField, over the shared ones (a placeholder, a loading spinner). */
  inputProps?: (params: AutocompleteRenderInputParams) => Partial<TextFieldProps>;
}

/**
 * The options of an enum select (SelectWidget, MultipleSelectWidget): labels cut to ui:options.truncate
 * (default 100 characters), with the whole label on hover; the option's value is stored.
 */
export function enumOptionConfig(options: WidgetProps['options']): OptionConfig<SelectOption> {
  const max = displayLength(options);
  return {
    getOptionLabel: (option) => truncateText(option.label, max),
    isOptionEqualToValue: (option, selected) => deepEquals(option.value, selected.value),
    valueOf: (option) => option.value,
    optionKey: (option) => String(option.value),
    optionTitle: (option) => option.label,
  };
}

/**
 * The Autocomplete props every select widget shares (spec 002 §5, §9): searchable and clearable, a 160 px
 * list, 'No results found', RJSF's blur and focus, and the field's label, asterisk, error and disabled state.
 * Clearing stores ui:emptyValue; emptying a multi-select stores [] (nothing when it is required, so 'required'
 * reports it).
 */
export function autocompleteProps<Option>(props: WidgetProps, config: OptionConfig<Option>) {
  const { id, value, required, options, onChange, onBlur, onFocus } = props;
  const field = textFieldProps(props);
  const { getOptionLabel, isOptionEqualToValue, valueOf, optionKey, optionText = getOptionLabel, optionTitle } = config;

  const store = (chosen: Option | Option[] | null): unknown => {
    if (Array.isArray(chosen)) return chosen.length === 0 && required ? undefined : chosen.map(valueOf);
    return chosen ? valueOf(chosen) : options.emptyValue;
  };

  return {
    id,
    fullWidth: true,
    disabled: field.disabled,
    getOptionLabel,
    isOptionEqualToValue,
    noOptionsText: NO_RESULTS_TEXT,
    onChange: (_event: SyntheticEvent, chosen: Option | Option[] | null) => onChange(store(chosen)),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    slotProps: { listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } },
    renderOption: ({ key: _key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: Option) => (
      <li key={optionKey(option)} {...optionProps} title={optionTitle?.(option)}>
        {optionText(option)}
      </li>
    ),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={field.name}
        label={field.label}
        required={field.required}
        error={field.error}
        placeholder={field.placeholder}
        {...config.inputProps?.(params)}
      />
    ),
  };
}
