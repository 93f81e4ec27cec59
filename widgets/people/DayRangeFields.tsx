import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { DayField } from '../DayField';

export interface DayRangeFieldsProps {
  labels: { from: string; to: string };
  /** yyyy-MM-dd, '' for none. */
  from: string;
  to: string;
  errors: { from?: string; to?: string };
  onChange: (field: 'from' | 'to', day: string) => void;
}

/**
 * A required pair of days shown DD/MM/YYYY, side by side from the small breakpoint up, each with its
 * message under it; the second's picker disables days before the first (spec 002 §5): the event and
 * recognition dialogs' From/To.
 */
export function DayRangeFields({ labels, from, to, errors, onChange }: DayRangeFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Stack sx={{ flex: 1 }}>
        <DayField label={`${labels.from} *`} separator="/" value={from} onChange={(day) => onChange('from', day)} />
        {errors.from ? <FormHelperText error>{errors.from}</FormHelperText> : null}
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <DayField label={`${labels.to} *`} separator="/" value={to} minDate={from || undefined} onChange={(day) => onChange('to', day)} />
        {errors.to ? <FormHelperText error>{errors.to}</FormHelperText> : null}
      </Stack>
    </Stack>
  );
}
