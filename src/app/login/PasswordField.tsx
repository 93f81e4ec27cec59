import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'error'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks it invalid. */
  error?: string;
};

/** A password input whose text the user can reveal, to check what was typed. */
export function PasswordField({ value, onChange, error, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={event => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      margin="normal"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="toggle password visibility"
                onClick={() => setVisible(shown => !shown)}
                onMouseDown={event => event.preventDefault()}
                edge="end"
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
