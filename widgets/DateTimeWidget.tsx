import TextField from '@mui/material/TextField';
import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { formatDisplayDateTime } from './rules/dateRules';
import { textFieldProps } from './textFieldProps';

const BrowserDateTimeWidget = getDefaultRegistry().widgets.DateTimeWidget;

/**
 * An instant (`format: "date-time"`). Where it cannot be changed (a View dialog, a read-only field)
 * it reads DD/MM/YYYY HH:mm like every date of the product (spec 000 §9); editing it uses the
 * browser's date-time input, stored as an ISO instant.
 */
export function DateTimeWidget(props: WidgetProps) {
  if (!props.disabled && !props.readonly) return <BrowserDateTimeWidget {...props} />;
  return <TextField {...textFieldProps(props)} type="text" value={formatDisplayDateTime(props.value)} slotProps={{ inputLabel: { shrink: true } }} />;
}
