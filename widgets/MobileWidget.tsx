import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { COUNTRIES, type Country } from './data/countries';
import { useMobileInput } from './hooks/useMobileInput';
import { MOBILE_DIGITS } from './rules/mobileRules';
import { LISTBOX_MAX_HEIGHT, NO_RESULTS_TEXT } from './selectOptions';
import { textFieldProps } from './textFieldProps';

// Search by name, dial code or ISO code: users type 'egy', '+20' or 'eg'.
const filterCountries = createFilterOptions<Country>({
  stringify: (country) => `${country.name} ${country.dialCode} ${country.iso}`,
});

/**
 * International mobile number: a searchable country select (default Egypt, or ui:options.countryCode)
 * and a 10-digit number. Stored as '+20 1012345678'.
 */
export function MobileWidget(props: WidgetProps) {
  const { id, disabled, readonly, rawErrors, onBlur, onFocus } = props;
  const { country, number, changeCountry, changeNumber } = useMobileInput(props);
  const locked = disabled || readonly;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Autocomplete
        id={`${id}__country`}
        options={COUNTRIES}
        value={country}
        disableClearable
        disabled={locked}
        filterOptions={filterCountries}
        // ISO letters rather than flag emoji: Windows and many Linux desktops have no flag glyphs.
        getOptionLabel={(option) => `${option.iso} ${option.dialCode}`}
        isOptionEqualToValue={(option, selected) => option.iso === selected.iso}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>
            {option.name} ({option.iso}) {option.dialCode}
          </li>
        )}
        onChange={(_, next) => changeCountry(next)}
        noOptionsText={NO_RESULTS_TEXT}
        slotProps={{ listbox: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } }, popper: { sx: { minWidth: 260 } } }}
        sx={{ width: 140, flexShrink: 0 }}
        renderInput={(params) => (
          <TextField {...params} label="Country" error={(rawErrors?.length ?? 0) > 0} />
        )}
      />
      <TextField
        {...textFieldProps(props)}
        type="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(event) => changeNumber(event.target.value)}
        onBlur={() => onBlur(id, props.value)}
        onFocus={() => onFocus(id, props.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MOBILE_DIGITS } }}
      />
    </Box>
  );
}
