import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { autocompleteProps, enumOptionConfig } from './autocompleteProps';
import { MultipleSelectWidget } from './MultipleSelectWidget';
import { balanceText, findOption, isDisabledOption, selectOptions, type SelectOption } from './selectOptions';

// Search the whole label, not the truncated one shown.
const filterByFullLabel = createFilterOptions<SelectOption>({ stringify: (option) => option.label });

/**
 * Searchable, clearable select over RJSF's enumOptions. ui:options: truncate (display length,
 * default 100), balance {text, count} shown beside as 'text: count'. Arrays (multi-select enums)
 * are handed to MultipleSelectWidget.
 */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <MultipleSelectWidget {...props} />;
  const { value, schema, options } = props;
  const choices = selectOptions(schema, options);
  const balance = balanceText(options);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Autocomplete
        {...autocompleteProps(props, enumOptionConfig(options))}
        options={choices}
        value={findOption(choices, value)}
        filterOptions={filterByFullLabel}
        getOptionDisabled={(option) => isDisabledOption(option, options)}
      />
      {balance && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {balance}
        </Typography>
      )}
    </Box>
  );
}
