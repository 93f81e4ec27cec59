import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEGEND_CODES } from '../../src/shared/legendCodes';
import { AttendanceLegend } from '../../widgets/attendance/AttendanceLegend';
import { PageHeader } from '../../widgets/PageHeader';
import { DayDetailsDialog } from '../attendanceCalendar/DayDetailsDialog';
import { displayDate } from '../attendanceCalendar/calendarController';
import { useEmployeeChoice } from '../attendanceCalendar/useEmployeeChoice';
import { AddLopButton, BulkOverrideTab, MusterImportButtons, OverrideHistoryTab } from './overrides';
import { MusterFilters } from './MusterFilters';
import { MusterTable } from './MusterTable';
import { MusterTotalDialog } from './MusterTotalDialog';
import { filterOfLink } from './musterStore';
import { ProcessAttendanceDialog } from './ProcessAttendanceDialog';
import { useMuster } from './useMuster';

const TABS = ['Attendance Details', 'Bulk Override', 'Override History'] as const;

/** HR's attendance muster (/adminAttendance/attendanceMuster): the payroll month's rows, processing, overrides and LOP. */
export default function AttendanceMusterPage() {
  const [tab, setTab] = useState(0);
  const [search] = useSearchParams();
  const view = useMuster('organization', filterOfLink(search));
  const { actions } = view;
  const employees = useEmployeeChoice();
  const reload = () => void actions.load();
  return (
    <Stack spacing={2}>
      <PageHeader title="Attendance Muster">
        <Button startIcon={<FilterListIcon />} onClick={actions.toggleFilters} aria-expanded={view.filtersOpen} aria-controls={tab === 0 && view.filtersOpen ? 'muster-filters' : undefined}>
          Filters
        </Button>
        <Button variant="contained" onClick={actions.openProcess} disabled={view.job.running}>
          Process Attendance
        </Button>
        <MusterImportButtons onChanged={reload} />
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.download('MusterReport.xlsx')}>
          Download Excel
        </Button>
        <AddLopButton onChanged={reload} />
      </PageHeader>
      {view.job.running ? (
        <Alert severity="info" role="status" aria-live="polite">
          <Typography variant="body2">{view.job.message ?? 'Processing attendance'}</Typography>
          <LinearProgress variant="determinate" value={view.job.progress} aria-label="Processing attendance" sx={{ mt: 1, minWidth: 200 }} />
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Attendance muster" variant="scrollable">
        {TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {tab === 0 ? (
        <Stack spacing={2}>
          {view.filtersOpen ? (
            <Paper variant="outlined" sx={{ p: 2 }} id="muster-filters">
              <MusterFilters filter={view.filter} latestMonth={view.latestMonth} employees={employees.options} full onChange={actions.change} onClear={() => void actions.clear()} clearLabel="Clear" />
            </Paper>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {view.answer ? (
              <Typography variant="body2" color="text.secondary">
                Payroll month {displayDate(view.answer.payrollMonth.startDate)} – {displayDate(view.answer.payrollMonth.endDate)}
              </Typography>
            ) : null}
            <AttendanceLegend codes={LEGEND_CODES} />
          </Stack>
          {view.status === 'error' ? <Alert severity="error">The muster could not be loaded.</Alert> : null}
          {view.answer === null ? (
            <Skeleton variant="rounded" height={240} />
          ) : (
            <Paper variant="outlined" aria-busy={view.status === 'loading'}>
              <MusterTable answer={view.answer} page={view.page} size={view.size} onPage={actions.setPage} onSize={actions.setSize} onDay={actions.openDay} onTotal={actions.openTotal} />
            </Paper>
          )}
        </Stack>
      ) : null}
      <Box>
        {tab === 1 ? <BulkOverrideTab onChanged={reload} /> : null}
        {tab === 2 ? <OverrideHistoryTab onChanged={reload} /> : null}
      </Box>
      <ProcessAttendanceDialog form={view.process} latestMonth={view.latestMonth} employees={employees.options} onChange={actions.changeProcess} onSubmit={() => void view.submitProcess()} onClose={actions.closeProcess} />
      <DayDetailsDialog empId={view.day?.empId} date={view.day?.date ?? null} onClose={actions.closeDay} />
      <MusterTotalDialog total={view.total} onClose={actions.closeTotal} />
    </Stack>
  );
}
