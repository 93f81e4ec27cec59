import { useRef } from 'react';
import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { LEGEND_CODES } from '../../src/shared/legendCodes';
import { AttendanceLegend } from '../../widgets/attendance/AttendanceLegend';
import { PageHeader } from '../../widgets/PageHeader';
import { DayDetailsDialog } from '../attendanceCalendar/DayDetailsDialog';
import { MusterFilters } from './MusterFilters';
import { MusterTable } from './MusterTable';
import { useMuster } from './useMuster';

/**
 * The simpler muster (attendance/attendanceMuster): employee and month filters, Reset and Download
 * Excel, over the caller and their direct reportees (docs/attendance-muster.md).
 */
export default function TeamMusterPage() {
  const view = useMuster('team');
  const { actions } = view;
  // The employee filter offers the people this muster lists (kept from an answer not narrowed to one of them).
  const people = useRef<{ value: string; label: string }[]>([]);
  if (view.answer && !view.filter.empId) people.current = view.answer.content.map((row) => ({ value: row.employeeId, label: `${row.employeeName} (${row.employeeId})` }));
  const employees = people.current;
  return (
    <Stack spacing={2}>
      <PageHeader title="Attendance Muster">
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.download('downloadMuster.xlsx')}>
          Download Excel
        </Button>
      </PageHeader>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <MusterFilters filter={view.filter} latestMonth={view.latestMonth} employees={employees} full={false} onChange={actions.change} onClear={() => void actions.clear()} clearLabel="Reset" />
      </Paper>
      <AttendanceLegend codes={LEGEND_CODES} />
      {view.status === 'error' ? <Alert severity="error">The muster could not be loaded.</Alert> : null}
      {view.answer === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined" aria-busy={view.status === 'loading'}>
          <MusterTable answer={view.answer} page={view.page} size={view.size} onPage={actions.setPage} onSize={actions.setSize} onDay={actions.openDay} />
        </Paper>
      )}
      <DayDetailsDialog empId={view.day?.empId} date={view.day?.date ?? null} onClose={actions.closeDay} />
    </Stack>
  );
}
