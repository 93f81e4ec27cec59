import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';

export interface HolidayFilters {
  state: string;
  location: string;
  /** yyyy-MM */
  month: string;
  /** The spec's type: 'Yes' restricted, 'No' holidays, '' all. */
  type: '' | 'Yes' | 'No';
}

export interface HolidayFilterPanelProps {
  filters: HolidayFilters;
  states: readonly string[];
  locations: readonly string[];
  /** Spec 002 §2: the restricted calendar has a type filter; View All and the employee screen do not. */
  showType?: boolean;
  /** The employee screen filters by state and location only. */
  showMonth?: boolean;
  onChange: (change: Partial<HolidayFilters>) => void;
  onReset: () => void;
}

function SearchableSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <Autocomplete
      options={options as string[]}
      value={value || null}
      onChange={(_event, next) => onChange(next ?? '')}
      noOptionsText="No results found"
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/** Spec 002 §2 filter panel: state and location as searchable selects, month, type, Reset. */
export function HolidayFilterPanel({ filters, states, locations, showType = false, showMonth = true, onChange, onReset }: HolidayFilterPanelProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} flexWrap="wrap" useFlexGap role="search" aria-label="Holiday filters">
      <SearchableSelect label="State" value={filters.state} options={states} onChange={(state) => onChange({ state })} />
      <SearchableSelect label="Location" value={filters.location} options={locations} onChange={(location) => onChange({ location })} />
      {showMonth ? (
        <TextField
          label="Month"
          type="month"
          size="small"
          value={filters.month}
          onChange={(event) => event.target.value && onChange({ month: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
      {showType ? (
        <TextField select label="Type" size="small" value={filters.type} onChange={(event) => onChange({ type: event.target.value as HolidayFilters['type'] })} sx={{ minWidth: 180 }}>
          <MenuItem value="">All</MenuItem>
          <MenuItem value="No">Holiday</MenuItem>
          <MenuItem value="Yes">Restricted Holiday</MenuItem>
        </TextField>
      ) : null}
      <Button variant="outlined" onClick={onReset}>
        Reset
      </Button>
    </Stack>
  );
}
