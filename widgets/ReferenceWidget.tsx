import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useReferenceOptions, type ReferenceOption } from './hooks/useReferenceOptions';
import { LISTBOX_MAX_HEIGHT, NO_RESULTS_TEXT } from './selectOptions';
import { textFieldProps } from './textFieldProps';
import { stringOption } from './widgetOptions';

const filterByLabel = createFilterOptions<ReferenceOption>({ stringify: (option) => option.label });

/**
 * An integer foreign key as a searchable, clearable select of another master's records.
 * ui:options: `resource` (the API list, e.g. "menu"), `optionText` (the property shown, default
 * "name"). Stores the record's id. Needs react-admin's context (its dataProvider reads the list).
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const resource = stringOption(options, 'resource');
  const optionText = stringOption(options, 'optionText') ?? 'name';
  const reference = useReferenceOptions(resource, optionText, value);
  const field = textFieldProps(props);
  return (
    <Autocomplete<ReferenceOption>
      id={id}
      fullWidth
      options={reference.options}
      value={reference.selected}
      loading={reference.loading}
      disabled={field.disabled}
      filterOptions={filterByLabel}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => option.inactive && option.id !== reference.selected?.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={reference.failed ? 'Could not load the options' : NO_RESULTS_TEXT}
      loadingText="Loading..."
      onChange={(_, option) => onChange(option ? option.id : options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } }}
      renderOption={({ key: _key, ...optionProps }, option) => (
        <li key={option.id} {...optionProps}>
          {option.inactive ? `${option.label} (Inactive)` : option.label}
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
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {reference.loading ? <CircularProgress color="inherit" size={18} aria-label="Loading options" /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
