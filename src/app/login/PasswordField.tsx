import { TextField, type TextFieldProps } from '@mui/material';
import { usePasswordReveal } from '../../../widgets/hooks/usePasswordReveal';

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
  const { type, endAdornment } = usePasswordReveal();
  return (
    <TextField
      {...props}
      type={type}
      value={value}
      onChange={event => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      margin="normal"
      slotProps={{ input: { endAdornment } }}
    />
  );
}
