import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { EmployeeOption } from '../attendanceCalendar/useEmployeeChoice';
import type { ProcessForm } from './musterStore';

export interface ProcessAttendanceDialogProps {
  form: ProcessForm;
  latestMonth: string;
  employees: EmployeeOption[];
  onChange(patch: Partial<Pick<ProcessForm, 'scope' | 'month' | 'empIds'>>): void;
  onSubmit(): void;
  onClose(): void;
}

/** Spec 001 §5 Process Attendance: All Employees or Selected Employees, and the payroll month. */
export function ProcessAttendanceDialog({ form, latestMonth, employees, onChange, onSubmit, onClose }: ProcessAttendanceDialogProps) {
  return (
    <Dialog open={form.open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="process-attendance-title">
      <DialogTitle id="process-attendance-title">Process Attendance</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RadioGroup row aria-label="Employees" value={form.scope} onChange={(event) => onChange({ scope: event.target.value as ProcessForm['scope'] })}>
            <FormControlLabel value="all" control={<Radio />} label="All Employees" />
            <FormControlLabel value="selected" control={<Radio />} label="Selected Employees" />
          </RadioGroup>
          <TextField
            type="month"
            label="Month"
            size="small"
            value={form.month}
            onChange={(event) => onChange({ month: event.target.value })}
            error={Boolean(form.errors.month)}
            helperText={form.errors.month}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestMonth || undefined } }}
          />
          {form.scope === 'selected' ? (
            <Autocomplete
              multiple
              options={employees}
              value={employees.filter((option) => form.empIds.includes(option.value))}
              onChange={(_event, options) => onChange({ empIds: options.map((option) => option.value) })}
              isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
              renderInput={(params) => <TextField {...params} label="Employee" size="small" error={Boolean(form.errors.employee)} helperText={form.errors.employee} />}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onSubmit}>
          Process
        </Button>
      </DialogActions>
    </Dialog>
  );
}
