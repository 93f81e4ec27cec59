import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { usePageStore } from '../../../src/app/pageStore/usePageStore';
import { MAX_REMARKS } from '../../../src/shared/attendanceOverride';
import { EmployeePicker } from '../../leaveBalance/EmployeePicker';
import { createAddLopStore, reversalEnabled } from './addLopStore';
import { browserToday } from './currentMonthYear';
import { MonthField } from './MonthField';
import { overridesApi } from './overridesApi';
import type { MusterChangeProps } from './index';

/** Add LOP: LOP days added to, or reversed from, a past payroll month of one employee. */
export function AddLopButton({ onChanged }: MusterChangeProps) {
  const view = usePageStore(() => createAddLopStore(overridesApi, browserToday, () => onChanged?.()), async () => undefined);
  const { actions, errors } = view;
  const error = (text: string | undefined) => (text ? <Typography role="alert" variant="caption" color="error">{text}</Typography> : null);
  return (
    <>
      <Button variant="outlined" onClick={() => actions.openDialog()}>
        Add LOP
      </Button>
      <Dialog open={view.open} onClose={() => actions.close()} fullWidth maxWidth="sm" aria-labelledby="add-lop-title">
        <DialogTitle id="add-lop-title">Add LOP</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>
              <EmployeePicker source="/employee/getActiveEmployees" value={view.empId ? { value: view.empId, label: view.employeeLabel } : null} onChange={(option) => void actions.setEmployee(option?.value ?? null, option?.label)} />
              {error(errors.empId)}
            </div>
            <div>
              <MonthField id="add-lop-month" label="Month" required value={view.previousMonth} onChange={(month) => void actions.setMonth(month)} />
              {error(errors.previousMonth)}
            </div>
            {view.lopCount !== null ? <Alert severity="info">LOP in this month: {view.lopCount} day(s)</Alert> : null}
            <TextField label="LOP Days" required value={view.oldLop} onChange={(event) => actions.setField('oldLop', event.target.value)} error={Boolean(errors.oldLop)} helperText={errors.oldLop} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField
              label="LOP Reversal Days"
              disabled={!reversalEnabled(view)}
              value={view.lopReversal}
              onChange={(event) => actions.setField('lopReversal', event.target.value)}
              error={Boolean(errors.lopReversal)}
              helperText={errors.lopReversal ?? (reversalEnabled(view) ? undefined : 'Enabled when the month has LOP')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField label="Reason" value={view.reason} onChange={(event) => actions.setField('reason', event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX_REMARKS } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => actions.close()}>Cancel</Button>
          <Button variant="contained" disabled={view.saving} onClick={() => void actions.submit()}>
            Submit
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
