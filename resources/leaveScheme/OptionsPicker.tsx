import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from './leaveSchemeApi';

/** Long lists (employees) show the first matches only; typing narrows them. */
const firstMatches = createFilterOptions<Option<string | number>>({ limit: 50 });

interface OptionsPickerProps<T extends string | number> {
  label: string;
  options: readonly Option<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  disabled?: boolean;
  helperText?: string;
}

/** Picks several of a look-up's options as chips; a value the look-up no longer offers still shows (as itself). */
export function OptionsPicker<T extends string | number>({ label, options, value, onChange, disabled, helperText }: OptionsPickerProps<T>) {
  const selected = value.map((item) => options.find((option) => option.value === item) ?? { value: item, label: String(item) });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options as Option<T>[]}
      value={selected}
      disabled={disabled}
      filterOptions={firstMatches as never}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.value))}
      renderInput={(params) => <TextField {...params} label={label} size="small" helperText={helperText} />}
    />
  );
}
