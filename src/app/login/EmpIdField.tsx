import type { FocusEventHandler } from 'react';
import { TextField } from '@mui/material';

interface EmpIdFieldProps {
  label: string;
  value: string;
  onChange: (empId: string) => void;
  onBlur?: FocusEventHandler;
  /** Shown under the field; marks it invalid. */
  error?: string;
}

/** The Employee ID input that opens the sign-in and forgot-password forms. */
export function EmpIdField({ label, value, onChange, onBlur, error }: EmpIdFieldProps) {
  return (
    <TextField
      id="empId"
      name="empId"
      label={label}
      value={value}
      onChange={event => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      autoComplete="username"
      autoFocus
      fullWidth
      margin="normal"
    />
  );
}
