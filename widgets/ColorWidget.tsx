import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { restrictHexColour } from './rules/restrictInput';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Colour as '#rrggbb': typed as hex, or picked with the swatch (the browser's colour picker). A
 * text field rather than a bare colour input, because the bare one always shows black and so
 * cannot look empty.
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const text = displayText(value);
  return (
    <TextField
      {...textFieldProps(props)}
      value={text}
      placeholder={props.placeholder || '#RRGGBB'}
      onChange={(event) => onChange(emptyToOption(restrictHexColour(event.target.value), options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-label="pick colour"
                disabled={disabled || readonly}
                value={HEX_COLOUR.test(text) ? text.toLowerCase() : '#000000'}
                onChange={(event) => onChange(event.target.value)}
                style={{ width: 28, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
