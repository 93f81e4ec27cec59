import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { WidgetProps } from '@rjsf/utils';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';

/** Password input with a show/hide toggle (spec 002 §5). Length rules come from the schema's minLength. */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...textFieldProps(props)}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={displayText(value)}
      onChange={(event) => onChange(emptyToOption(event.target.value, options))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="toggle password visibility"
                edge="end"
                disabled={disabled || readonly}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps focus (and the caret) in the input while toggling.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
