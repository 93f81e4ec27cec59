import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { useMonthYear } from './hooks/useMonthYear';
import { MONTH_NAMES } from './rules/monthYearRules';
import { LISTBOX_MAX_HEIGHT } from './selectOptions';
import { textFieldProps } from './textFieldProps';

const menuProps = { slotProps: { paper: { sx: { maxHeight: LISTBOX_MAX_HEIGHT } } } };

/** Month and year picker storing 'yyyy-MM' (default) or, with ui:options.format 'yyyy', the year alone. */
export function MonthYearWidget(props: WidgetProps) {
  const { id, label, hideLabel, required } = props;
  const { format, draft, years, change } = useMonthYear(props);
  const field = textFieldProps(props);
  const yearSelect = (
    <TextField
      {...field}
      select
      id={format === 'yyyy' ? id : `${id}__year`}
      label={format === 'yyyy' ? field.label : 'Year'}
      required={format === 'yyyy' ? required : undefined}
      value={draft.year ?? ''}
      onChange={(event) => change({ year: event.target.value === '' ? undefined : Number(event.target.value) })}
      slotProps={{ select: { MenuProps: menuProps } }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
  if (format === 'yyyy') return yearSelect;
  return (
    <Box>
      {labelValue(
        <FormLabel required={required} htmlFor={id} sx={{ display: 'block', mb: 1 }}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          {...field}
          select
          label="Month"
          required={undefined}
          value={draft.month ?? ''}
          onChange={(event) => change({ month: event.target.value === '' ? undefined : Number(event.target.value) })}
          slotProps={{ select: { MenuProps: menuProps } }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {MONTH_NAMES.map((name, index) => (
            <MenuItem key={name} value={index + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {yearSelect}
      </Box>
    </Box>
  );
}
