import { Button, Chip, Paper, Stack, TablePagination, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { IChangeEvent } from '@rjsf/core';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { CategoryCharts, MovementChart } from '../../widgets/helpDesk/HelpDeskCharts';
import { PageHeader } from '../../widgets/PageHeader';
import { SchemaForm } from '../../widgets/SchemaForm';
import { StatusChip } from '../../widgets/leave/RequestTable';
import { reportFilterSchema, reportFilterUiSchema, type ReportFilterData } from './reportFilters';
import { when } from './timeLeft';
import type { ReportRow } from '../../src/shared/helpDeskRecords';
import { useHelpDeskReport } from './useHelpDeskReport';

const COLUMNS: DataColumn<ReportRow>[] = [
  { label: 'Ticket', rowHeader: true, value: (row) => `#${row.ticketId}` },
  { label: 'Raised At', value: (row) => when(row.raisedAt) },
  { label: 'Category', value: (row) => (row.subMenuName ? `${row.menuName} › ${row.subMenuName}` : row.menuName) },
  { label: 'Raised By', value: (row) => `${row.raisedByName} (${row.raisedBy})` },
  { label: 'Assigned To', value: (row) => `${row.assignedToName} (${row.assignedTo})` },
  { label: 'Reason', sx: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, value: (row) => <span title={row.ticketDetails}>{row.ticketDetails}</span> },
  {
    label: 'Status',
    value: (row) => (
      <Stack direction="row" spacing={0.5}>
        <StatusChip status={row.status} />
        {row.escalated ? <Chip size="small" color="error" label="Escalated" /> : null}
      </Stack>
    ),
  },
  { label: 'Hours To Resolve', value: (row) => row.hoursToResolve ?? '—' },
  { label: 'Reopened', value: (row) => row.reopenCount },
  { label: 'Rating', value: (row) => row.rating ?? '—' },
];

/** /helpDeskReport (spec 002 §3, §7): the organisation's tickets by the report filters, their Excel export and the graphs. */
export function HelpDeskReportPage() {
  const report = useHelpDeskReport();
  const { answer, graph, movement, table, setTable } = report;
  return (
    <Stack spacing={2}>
      <PageHeader title="Help Desk Report" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SchemaForm<ReportFilterData>
          schema={reportFilterSchema(
            report.menus.map((menu) => menu.menuName),
            report.subMenus,
          )}
          uiSchema={reportFilterUiSchema}
          formData={report.filters}
          onChange={(event: IChangeEvent<ReportFilterData>) => report.change(event.formData ?? {})}
          onSubmit={(formData) => report.search(formData)}
          submitText="Search"
        >
          <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void report.exportReport()}>
            Export to Excel
          </Button>
        </SchemaForm>
      </Paper>
      <Paper variant="outlined">
        <DataTable label="Help desk tickets" columns={COLUMNS} rows={answer?.content ?? []} rowKey={(row) => String(row.ticketId)} />
        <TablePagination
          component="div"
          count={answer?.totalElements ?? 0}
          page={table.page}
          rowsPerPage={table.size}
          rowsPerPageOptions={[5, 10, 20, 50, 100]}
          onPageChange={(_event, page) => setTable({ ...table, page })}
          onRowsPerPageChange={(event) => setTable({ ...table, page: 0, size: Number(event.target.value) })}
        />
        <Stack direction="row" sx={{ px: 2, pb: 2 }}>
          <Button size="small" onClick={() => setTable({ ...table, page: 0, sortDirection: table.sortDirection === 'desc' ? 'asc' : 'desc' })}>
            {table.sortDirection === 'desc' ? 'Newest first' : 'Oldest first'}
          </Button>
        </Stack>
      </Paper>
      {graph ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              Graphs
            </Typography>
            <Typography>{`Reopen rate: ${graph.reopenRate.rate}% (${graph.reopenRate.reopened} of ${graph.reopenRate.tickets} tickets reopened)`}</Typography>
            <CategoryCharts figures={graph.categories} />
            {movement ? <MovementChart points={movement.points} /> : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

export default HelpDeskReportPage;
