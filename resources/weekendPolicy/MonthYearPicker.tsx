import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MONTH_NAMES } from '../../widgets/rules/monthYearRules';

export interface MonthYearPickerProps {
  /** MM-YYYY, or null before one is picked. */
  value: string | null;
  onChange: (month: string) => void;
  disabled?: boolean;
  /** The years offered (default: last year to two years ahead). */
  years?: number[];
}

const thisYear = new Date().getFullYear();
const DEFAULT_YEARS = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

/** Spec 001 §5: the weekend policy's month is picked by year and month; answers MM-YYYY once both are chosen. */
export function MonthYearPicker({ value, onChange, disabled = false, years = DEFAULT_YEARS }: MonthYearPickerProps) {
  const [draft, setDraft] = useState(() => ({ month: value ? Number(value.slice(0, 2)) : undefined, year: value ? Number(value.slice(3)) : undefined }));
  const change = (next: { month?: number; year?: number }) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    if (merged.month && merged.year) onChange(`${String(merged.month).padStart(2, '0')}-${merged.year}`);
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextField select size="small" label="Year" value={draft.year ?? ''} disabled={disabled} onChange={(event) => change({ year: Number(event.target.value) })} sx={{ minWidth: 110 }}>
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Month" value={draft.month ?? ''} disabled={disabled} onChange={(event) => change({ month: Number(event.target.value) })} sx={{ minWidth: 150 }}>
        {MONTH_NAMES.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
