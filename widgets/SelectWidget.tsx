import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { MultipleSelectWidget } from './MultipleSelectWidget';
import { truncateText } from './rules/restrictInput';
import {
  balanceText,
  displayLength,
  findOption,
  isDisabledOption,
  LISTBOX_MAX_HEIGHT,
  NO_RESULTS_TEXT,
  selectOptions,
  type SelectOption,
} from './selectOptions';
import { textFieldProps } from './textFieldProps';

// Search the whole label, not the truncated one shown.
const filterByFullLabel = createFilterOptions<SelectOption>({ stringify: (option) => option.label });

/**
 * Searchable, clearable select over RJSF's enumOptions. ui:options: truncate (display length,
 * default 100), balance {text, count} shown beside as 'text: count'. Arrays (multi-select enums)
 * are handed to MultipleSelectWidget.
 */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <MultipleSelectWidget {...props} />;
  const { id, value, schema, options, onChange, onBlur, onFocus } = props;
  const choices = selectOptions(schema, options);
  const max = displayLength(options);
  const balance = balanceText(options);
  const field = textFieldProps(props);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Autocomplete
        id={id}
        fullWidth
        options={choices}
        value={findOption(choices, value)}
        disabled={field.disabled}
        filterOptions={filterByFullLabel}
        getOptionLabel={(option) => truncateText(option.label, max)}
        getOptionDisabled={(option) => isDisabledOption(option, options)}
        isOptionEqualToValue={(option, selected) => deepEquals(option.value, selected.value)}
        noOptionsText={NO_RESULTS_TEXT}
        onChange={(_, option) => onChange(option ? option.value : options.emptyValue)}
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
            placeholder={field.placeholder}
          />
        )}
      />
      {balance && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {balance}
        </Typography>
      )}
    </Box>
  );
}
