import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, TablePagination, Tabs, TextField } from '@mui/material';
import { PageHeader } from '../../widgets/PageHeader';
import { EmployeePicker, type EmployeeOption } from '../leaveBalance/EmployeePicker';
import { MonthCloseCard } from './close';
import { CloseMonthDialog } from './CloseMonthDialog';
import { DecisionTable } from './DecisionTable';
import { MonthEndCockpitPanel } from './MonthEndCockpitPanel';
import { SubmitPreviewDialog } from './SubmitPreviewDialog';
import { useMonthEnd } from './useMonthEnd';
import type { MonthEndTab } from './types';

/** MM-YYYY ↔ the month input's yyyy-MM. */
const toInput = (monthYear: string | null) => (monthYear ? `${monthYear.slice(3)}-${monthYear.slice(0, 2)}` : '');
const fromInput = (value: string) => `${value.slice(5, 7)}-${value.slice(0, 4)}`;

const TAB_LABELS: Record<MonthEndTab, string> = { leave: 'Leave Application', regularization: 'Attendance Regularization' };

/** adminAttendance/monthEndProcess: the month-end cockpit, the two decision tabs and the close (spec 001 §2, docs/month-end.md). */
export function MonthEndPage() {
  const view = useMonthEnd();
  const { monthYear, latestMonthYear, tab, filters, page, size, total, selected, busy, actions } = view;
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const chosen = Object.keys(selected).length;
  return (
    <Box>
      <PageHeader title="Month End Process">
        <TextField
          type="month"
          size="small"
          label="Month"
          value={toInput(monthYear)}
          onChange={(event) => event.target.value && void actions.setMonth(fromInput(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toInput(latestMonthYear) } }}
        />
      </PageHeader>
      <MonthEndCockpitPanel view={view} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {monthYear ? <MonthCloseCard monthYear={monthYear} onChanged={() => void actions.refresh()} /> : null}
        <Button variant="outlined" onClick={() => actions.openClose()} disabled={!monthYear || view.cockpit?.closed}>
          Close payroll month
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_event, next: MonthEndTab) => void actions.setTab(next)} aria-label="Month end lists" variant="scrollable" allowScrollButtonsMobile>
        {(Object.keys(TAB_LABELS) as MonthEndTab[]).map((key) => (
          <Tab key={key} value={key} label={TAB_LABELS[key]} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 420 }}>
            <EmployeePicker
              source="/employee/getActiveEmployees"
              value={employee}
              onChange={(option) => {
                setEmployee(option);
                void actions.setFilter('empId', option?.value ?? '');
              }}
            />
          </Box>
          {tab === 'leave' ? (
            <TextField label="Leave Type" size="small" value={filters.leaveType} onChange={(event) => void actions.setFilter('leaveType', event.target.value)} sx={{ width: 130 }} slotProps={{ htmlInput: { maxLength: 10 } }} />
          ) : null}
          {filters.appliedTo ? <TextField label="Applied To" size="small" value={filters.appliedTo} onChange={(event) => void actions.setFilter('appliedTo', event.target.value)} sx={{ width: 130 }} /> : null}
          <Button
            onClick={() => {
              setEmployee(null);
              void actions.reset();
            }}
          >
            Reset
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <DecisionTable view={view} label={TAB_LABELS[tab]} />
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_event, next) => void actions.setPage(next)}
          onRowsPerPageChange={(event) => void actions.setSize(Number(event.target.value))}
        />
      </Paper>
      {chosen > 0 ? (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={busy} onClick={() => void actions.previewSubmit()}>
            Submit ({chosen})
          </Button>
        </Stack>
      ) : null}
      <SubmitPreviewDialog view={view} />
      <CloseMonthDialog view={view} />
    </Box>
  );
}

export default MonthEndPage;
