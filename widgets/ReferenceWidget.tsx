import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import type { WidgetProps } from '@rjsf/utils';
import { autocompleteProps } from './autocompleteProps';
import { useReferenceOptions, type ReferenceOption } from './hooks/useReferenceOptions';
import { stringOption } from './widgetOptions';

const filterByLabel = createFilterOptions<ReferenceOption>({ stringify: (option) => option.label });

/**
 * An integer foreign key as a searchable, clearable select of another master's records.
 * ui:options: `resource` (the API list, e.g. "menu"), `optionText` (the property shown, default
 * "name"). Stores the record's id. Needs react-admin's context (its dataProvider reads the list).
 */
export function ReferenceWidget(props: WidgetProps) {
  const { options } = props;
  const resource = stringOption(options, 'resource');
  const optionText = stringOption(options, 'optionText') ?? 'name';
  const reference = useReferenceOptions(resource, optionText, props.value);
  const shared = autocompleteProps<ReferenceOption>(props, {
    getOptionLabel: (option) => option.label,
    isOptionEqualToValue: (option, selected) => option.id === selected.id,
    valueOf: (option) => option.id,
    optionKey: (option) => option.id,
    optionText: (option) => (option.inactive ? `${option.label} (Inactive)` : option.label),
    inputProps: (params) => ({
      InputProps: {
        ...params.InputProps,
        endAdornment: (
          <>
            {reference.loading ? <CircularProgress color="inherit" size={18} aria-label="Loading options" /> : null}
            {params.InputProps.endAdornment}
          </>
        ),
      },
    }),
  });
  return (
    <Autocomplete<ReferenceOption>
      {...shared}
      options={reference.options}
      value={reference.selected}
      loading={reference.loading}
      filterOptions={filterByLabel}
      getOptionDisabled={(option) => option.inactive && option.id !== reference.selected?.id}
      noOptionsText={reference.failed ? 'Could not load the options' : shared.noOptionsText}
      loadingText="Loading..."
    />
  );
}
