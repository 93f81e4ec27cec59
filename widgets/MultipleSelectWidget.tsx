import Autocomplete from '@mui/material/Autocomplete';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { autocompleteProps, enumOptionConfig } from './autocompleteProps';
import { isDisabledOption, selectOptions } from './selectOptions';
import { numberOption } from './widgetOptions';

/**
 * Multi-select with one removable chip per choice. ui:options.maxSelections: once reached, the
 * other options are disabled. Stores an array of the option values (see autocompleteProps for an
 * emptied one).
 */
export function MultipleSelectWidget(props: WidgetProps) {
  const { value, schema, options } = props;
  const choices = selectOptions(schema, options);
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = choices.filter((option) => values.some((item) => deepEquals(item, option.value)));
  const maxSelections = numberOption(options, 'maxSelections');
  const full = maxSelections !== undefined && selected.length >= maxSelections;

  return (
    <Autocomplete
      {...autocompleteProps(props, {
        ...enumOptionConfig(options),
        // The chips say what is chosen; the placeholder only shows while there are none.
        inputProps: () => (selected.length === 0 ? {} : { placeholder: undefined }),
      })}
      multiple
      disableCloseOnSelect
      options={choices}
      value={selected}
      getOptionDisabled={(option) =>
        isDisabledOption(option, options) || (full && !selected.some((chosen) => chosen.value === option.value))
      }
    />
  );
}
