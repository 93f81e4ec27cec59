import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { usePageStore } from '../../../src/app/pageStore/usePageStore';
import { MAX_REMARKS, OVERRIDE_SESSION_VALUES, type OverrideSessionValue } from '../../../src/shared/attendanceOverride';
import { DataTable } from '../../../widgets/DataTable';
import { EmployeePicker } from '../../leaveBalance/EmployeePicker';
import { createBulkOverrideStore, type SessionKey } from './bulkOverrideStore';
import { currentMonthYear } from './currentMonthYear';
import { MonthField } from './MonthField';
import { overridesApi } from './overridesApi';
import type { MusterChangeProps } from './index';
import type { OverrideDay } from './types';

/** Bulk Override: pick an employee and a month, set each day's sessions to P or A, Submit. */
export function BulkOverrideTab({ onChanged }: MusterChangeProps) {
  const view = usePageStore(() => createBulkOverrideStore(overridesApi, currentMonthYear(), () => onChanged?.()), async () => undefined);
  const { actions } = view;
  const session = (day: OverrideDay, key: SessionKey) => {
    const chosen = view.choices[day.date]?.[key] ?? day[key].newSession;
    const name = `${key === 'session1' ? 'Session 1' : 'Session 2'} of ${format(parseISO(day.date), 'dd/MM/yyyy')}`;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={chosen} aria-label={name} onChange={(_event, value: OverrideSessionValue | null) => value && actions.choose(day.date, key, value)}>
          {OVERRIDE_SESSION_VALUES.map((value) => (
            <ToggleButton key={value} value={value} aria-label={`${value} for ${name}`} sx={{ px: 1.5 }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* Other existing values (spec 001 §4): what the day holds when it is neither P nor A. */}
        {chosen && !(OVERRIDE_SESSION_VALUES as readonly string[]).includes(chosen) ? <Typography variant="body2">{chosen}</Typography> : null}
      </Stack>
    );
  };
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <EmployeePicker source="/employee/getActiveEmployees" value={view.empId ? { value: view.empId, label: view.employeeLabel } : null} onChange={(option) => void actions.setEmployee(option?.value ?? null, option?.label)} />
        </Box>
        <MonthField id="bulk-override-month" label="Month" value={view.monthYear} onChange={(month) => void actions.setMonth(month)} />
      </Stack>
      {view.empId && view.days ? (
        <>
          <DataTable
            label="Attendance override"
            rows={view.days}
            rowKey={(day) => day.date}
            emptyText="No Records Available"
            columns={[
              { label: 'Date', value: (day) => format(parseISO(day.date), 'dd/MM/yyyy') },
              { label: 'Shift', value: (day) => day.shiftCode ?? '—' },
              { label: 'First In', value: (day) => day.firstIn ?? '—' },
              { label: 'Last Out', value: (day) => day.lastOut ?? '—' },
              { label: 'Session 1', value: (day) => session(day, 'session1') },
              { label: 'Session 2', value: (day) => session(day, 'session2') },
              { label: 'Overridden', value: (day) => (day.overridden ? `Yes${day.remarks ? `: ${day.remarks}` : ''}` : '') },
            ]}
          />
          <TextField label="Remarks" value={view.remarks} onChange={(event) => actions.setRemarks(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX_REMARKS } }} />
          <Box>
            <Button variant="contained" disabled={view.saving} onClick={() => void actions.submit()}>
              Submit
            </Button>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">{view.loading ? 'Loading…' : 'Select an employee and a month to override their days.'}</Typography>
      )}
    </Stack>
  );
}
