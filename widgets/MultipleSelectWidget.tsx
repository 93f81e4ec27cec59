import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { truncateText } from './rules/restrictInput';
import {
  displayLength,
  isDisabledOption,
  LISTBOX_MAX_HEIGHT,
  NO_RESULTS_TEXT,
  selectOptions,
  type SelectOption,
} from './selectOptions';
import { textFieldProps } from './textFieldProps';
import { numberOption } from './widgetOptions';

/**
 * Multi-select with one removable chip per choice. ui:options.maxSelections: once reached, the
 * other options are disabled. Stores an array of the option values.
 */
export function MultipleSelectWidget(props: WidgetProps) {
  const { id, value, schema, options, required, onChange, onBlur, onFocus } = props;
  const choices = selectOptions(schema, options);
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = choices.filter((option) => values.some((item) => deepEquals(item, option.value)));
  const maxSelections = numberOption(options, 'maxSelections');
  const full = maxSelections !== undefined && selected.length >= maxSelections;
  const max = displayLength(options);
  const field = textFieldProps(props);

  const change = (next: SelectOption[]) =>
    // A required field stores nothing rather than [], so 'required' reports it; otherwise the
    // spec's initial empty list is kept.
    onChange(next.length === 0 && required ? undefined : next.map((option) => option.value));

  return (
    <Autocomplete
      id={id}
      multiple
      fullWidth
      disableCloseOnSelect
      options={choices}
      value={selected}
      disabled={field.disabled}
      getOptionLabel={(option) => truncateText(option.label, max)}
      getOptionDisabled={(option) =>
        isDisabledOption(option, options) || (full && !selected.some((chosen) => chosen.value === option.value))
      }
      isOptionEqualToValue={(option, chosen) => deepEquals(option.value, chosen.value)}
      noOptionsText={NO_RESULTS_TEXT}
      onChange={(_, next) => change(next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
      renderOption={({ key: _key, ...optionProps }, option) => (
        <li key={String(option.value)} {...optionProps} title={option.label}>
          {truncateText(option.label, max)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={field.label}
          required={field.required}
          error={field.error}
          placeholder={selected.length === 0 ? field.placeholder : undefined}
        />
      )}
    />
  );
}
