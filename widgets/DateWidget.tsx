import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useDateInput } from './hooks/useDateInput';
import { DISPLAY_DATE_PLACEHOLDER } from './rules/dateRules';
import { textFieldProps } from './textFieldProps';

/**
 * Date typed as DD/MM/YYYY (masked; digits, slash and navigation keys only), stored as yyyy-MM-dd.
 * ui:options: disablePast, disableFuture, disabledDates (yyyy-MM-dd list). Use with `format: "date"`.
 */
export function DateWidget(props: WidgetProps) {
  const { id, onFocus } = props;
  const { text, hint, onChange, onKeyDown, onBlur } = useDateInput(props);
  const field = textFieldProps(props);
  // The form's own errors are printed under the field already; the hint only fills the gap before submit.
  const showHint = hint !== undefined && !field.error;
  return (
    <TextField
      {...field}
      type="text"
      value={text}
      placeholder={DISPLAY_DATE_PLACEHOLDER}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={() => onFocus(id, props.value)}
      error={field.error || showHint}
      helperText={showHint ? hint : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: DISPLAY_DATE_PLACEHOLDER.length } }}
    />
  );
}
