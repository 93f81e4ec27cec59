import TextField from '@mui/material/TextField';

export type DateRangeField = 'fromDate' | 'toDate';

export interface DateRangeFieldsProps {
  fromDate: string;
  toDate: string;
  /** The message under each field (spec 001 §5: 'Please Select the Date!', 'From date is required', …). */
  errors: Partial<Record<DateRangeField, string>>;
  onChange: (field: DateRangeField, value: string) => void;
}

const LABELS: Record<DateRangeField, string> = { fromDate: 'From Date', toDate: 'To Date' };

/** From Date and To Date as the reports and the trackers ask for them: required, each with its message under it. */
export function DateRangeFields({ fromDate, toDate, errors, onChange }: DateRangeFieldsProps) {
  const values: Record<DateRangeField, string> = { fromDate, toDate };
  return (
    <>
      {(['fromDate', 'toDate'] as const).map((field) => (
        <TextField
          key={field}
          size="small"
          type="date"
          label={LABELS[field]}
          required
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
