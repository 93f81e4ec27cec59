import { Button, Chip, MenuItem, Paper, Skeleton, Stack, TablePagination, TextField } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { format, parseISO } from 'date-fns';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { useLeaveReport, type LeaveReportRow, type LeaveReportScope } from './useLeaveReport';
import { PageHeader } from '../../widgets/PageHeader';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const STATUSES = ['Pending', 'Approved', 'Partially Approved', 'Rejected', 'Withdrawn', 'Cancelled'];
const STATUS_COLOURS: Record<string, 'default' | 'success' | 'warning' | 'error'> = { Approved: 'success', 'Partially Approved': 'success', Pending: 'warning', Rejected: 'error' };
/** A select whose empty value ('All …') shows as an option, its label above it. */
const ALL_OPTION = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const day = (iso: string) => format(parseISO(iso), 'dd-MM-yyyy');

const COLUMNS: DataColumn<LeaveReportRow>[] = [
  { label: 'Leave Code', value: (row) => row.leaveCode },
  { label: 'Emp ID', value: (row) => row.empId },
  { label: 'Employee', value: (row) => row.empName },
  { label: 'Type', value: (row) => <span title={row.leaveCategory}>{row.leaveType}</span> },
  { label: 'From', value: (row) => day(row.fromDate) },
  { label: 'To', value: (row) => day(row.toDate) },
  { label: 'Days', value: (row) => row.numOfDays },
  { label: 'Reason', sx: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, value: (row) => <span title={row.empReason}>{row.empReason}</span> },
  { label: 'Applied To', value: (row) => row.appliedToName },
  { label: 'Applied On', value: (row) => day(row.appliedDate) },
  { label: 'Status', value: (row) => <Chip size="small" label={row.status} color={STATUS_COLOURS[row.status] ?? 'default'} /> },
];

/** The leave report: HR's over the organisation (leaveReport) and a manager's over their reportees (rmLeaveReport). */
export function LeaveReportPage({ scope }: { scope: LeaveReportScope }) {
  const report = useLeaveReport(scope);
  const { filter, change, answer } = report;
  return (
    <Stack spacing={2}>
      <PageHeader title={scope === 'organization' ? 'Leave Report' : 'RM Leave Report'} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select label="Month" size="small" value={filter.month} onChange={(event) => change('month', event.target.value)} sx={{ minWidth: 140 }} slotProps={ALL_OPTION}>
            <MenuItem value="">All months</MenuItem>
            {MONTHS.map((name, index) => (
              <MenuItem key={name} value={String(index + 1)}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Year" size="small" value={filter.year} onChange={(event) => change('year', event.target.value)} sx={{ width: 100 }} slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric' } }} />
          <TextField label="Emp ID" size="small" value={filter.empId} onChange={(event) => change('empId', event.target.value)} sx={{ width: 130 }} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <TextField label="Leave Type" size="small" value={filter.leaveType} onChange={(event) => change('leaveType', event.target.value)} sx={{ width: 120 }} slotProps={{ htmlInput: { maxLength: 20 } }} />
          <TextField select label="Status" size="small" value={filter.status} onChange={(event) => change('status', event.target.value)} sx={{ minWidth: 170 }} slotProps={ALL_OPTION}>
            <MenuItem value="">All statuses</MenuItem>
            {STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Search" size="small" value={filter.search} onChange={(event) => change('search', event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void report.exportReport()}>
            Export to Excel
          </Button>
        </Stack>
      </Paper>
      {answer === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined">
          <DataTable label="Leave applications" columns={COLUMNS} rows={answer.rows} rowKey={(row) => row.id} />
          <TablePagination
            component="div"
            count={answer.total}
            page={report.page}
            rowsPerPage={report.size}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_, page) => report.setPage(page)}
            onRowsPerPageChange={(event) => {
              report.setSize(Number(event.target.value));
              report.setPage(0);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

export const OrganizationLeaveReport = () => <LeaveReportPage scope="organization" />;
export const ReporteesLeaveReport = () => <LeaveReportPage scope="reportees" />;
