import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';

/**
 * Time of day as HH:mm (spec 002 §9). Validate with a pattern such as '^\d{2}:\d{2}$' rather than
 * `format: "time"`, which requires seconds and a time zone.
 */
export function TimeWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      type="time"
      value={displayText(value).slice(0, 5)}
      // Browsers add seconds when a step below a minute is set; HH:mm is all the product keeps.
      onChange={(event) => onChange(emptyToOption(event.target.value.slice(0, 5), options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
