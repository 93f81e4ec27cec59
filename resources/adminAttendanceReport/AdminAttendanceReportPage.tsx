import { Box, Button, Paper, Skeleton, Stack, TablePagination, TextField } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { addMonths, format } from 'date-fns';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { DataTable } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { SearchField } from '../../widgets/SearchField';
import { reportApi } from '../attendanceReport/reportApi';
import { ATTENDANCE_REPORT_COLUMNS } from '../attendanceReport/reportColumns';
import { createAdminReportStore } from './adminReportStore';

/** /adminAttendance/attendanceReport: every processed day of the organisation in a payroll month, searched, paged, as Excel. */
export function AdminAttendanceReportPage() {
  const view = usePageStore(
    () => createAdminReportStore(reportApi),
    (store) => store.load(),
  );
  const { actions } = view;
  return (
    <Box>
      <PageHeader title="Attendance Report">
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.exportReport()}>
          Excel
        </Button>
      </PageHeader>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            type="month"
            label="Month"
            value={view.month}
            onChange={(event) => void actions.setMonth(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: format(addMonths(new Date(), 1), 'yyyy-MM') },
            }}
          />
          <SearchField label="Search employees" value={view.search} onChange={(value) => void actions.setSearch(value)} placeholder="Search Emp ID or name" />
        </Stack>
      </Paper>
      {view.answer === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined">
          <DataTable
            label="Attendance report"
            columns={ATTENDANCE_REPORT_COLUMNS}
            rows={view.answer.rows}
            rowKey={(row, index) => `${row.empId}-${row.attendanceDate}-${index}`}
            emptyText="No data available"
          />
          <TablePagination
            component="div"
            count={view.answer.total}
            page={view.page}
            rowsPerPage={view.size}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_event, page) => void actions.setPage(page)}
            onRowsPerPageChange={(event) => void actions.setSize(Number(event.target.value))}
          />
        </Paper>
      )}
    </Box>
  );
}

export default AdminAttendanceReportPage;
