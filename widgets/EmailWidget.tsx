import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';
import { numberOption } from './widgetOptions';

/**
 * E-mail input. The format is checked by validation ('Invalid email format'); here spaces are
 * dropped because an address never contains one and pasted addresses often carry them.
 */
export function EmailWidget(props: WidgetProps) {
  const { id, value, options, schema, onChange, onBlur, onFocus } = props;
  const maxLength = numberOption(options, 'maxLength') ?? schema.maxLength;
  return (
    <TextField
      {...textFieldProps(props)}
      type="email"
      autoComplete="email"
      value={displayText(value)}
      onChange={(event) => onChange(emptyToOption(event.target.value.replace(/\s/g, '').slice(0, maxLength), options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
