import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { usePasswordReveal } from './hooks/usePasswordReveal';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';

/** Password input with a show/hide toggle (spec 002 §5). Length rules come from the schema's minLength. */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { type, endAdornment } = usePasswordReveal(disabled || readonly);
  return (
    <TextField
      {...textFieldProps(props)}
      type={type}
      autoComplete="current-password"
      value={displayText(value)}
      onChange={(event) => onChange(emptyToOption(event.target.value, options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ input: { endAdornment } }}
    />
  );
}
