import { Paper, Stack, TablePagination, Typography } from '@mui/material';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { MonthYearPicker } from '../../widgets/MonthYearPicker';
import { PageHeader } from '../../widgets/PageHeader';
import { SearchField } from '../../widgets/SearchField';
import type { ShiftRosterRow } from '../../src/shared/shiftRosterSheet';
import { shiftRosterApi } from './shiftRosterApi';
import { createShiftRosterStore, monthDates, rosterCells, ROSTER_PAGE_SIZES } from './shiftRosterStore';

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Spec 001 §2 Shift Roster viewer: the payroll month's grid, employees × days; it scrolls inside its own box on a phone. */
export default function ShiftRosterPage() {
  const view = usePageStore(() => createShiftRosterStore(shiftRosterApi), (store) => store.load());
  const { data, month, latestMonth, page, size, search, actions } = view;
  const dates = data ? monthDates(data.startDate, data.endDate) : [];
  const columns: DataColumn<{ row: ShiftRosterRow; cells: string[] }>[] = [
    { label: 'Emp ID', rowHeader: true, value: ({ row }) => row.empId },
    { label: 'Employee Name', value: ({ row }) => row.employeeName, sx: { whiteSpace: 'nowrap' } },
    { label: 'Shifts', align: 'right', value: ({ row }) => row.shiftCount },
    { label: 'Offs', align: 'right', value: ({ row }) => row.offCount },
    ...dates.map((date, index): DataColumn<{ row: ShiftRosterRow; cells: string[] }> => ({ label: dayLabel(date), align: 'center', value: ({ cells }) => cells[index] })),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <PageHeader title="Shift Roster" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        {latestMonth ? <MonthYearPicker key={latestMonth} value={month} onChange={(next) => void actions.setMonth(next)} max={latestMonth} /> : null}
        <SearchField label="Search employees" value={search} onChange={(next) => void actions.setSearch(next)} placeholder="Search Emp ID or name" />
      </Stack>
      {data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Payroll month {dayLabel(data.startDate)}/{data.startDate.slice(0, 4)} to {dayLabel(data.endDate)}/{data.endDate.slice(0, 4)}: a shift code or OFF per day, blank where the roster sets nothing.
        </Typography>
      ) : null}
      <DataTable
        label="Shift roster"
        maxHeight={520}
        rows={(data?.content ?? []).map((row) => ({ row, cells: rosterCells(row, dates) }))}
        rowKey={({ row }) => row.empId}
        columns={columns}
        emptyText={view.loading ? 'Loading...' : 'No Records Available'}
      />
      <TablePagination
        component="div"
        count={data?.totalElements ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={ROSTER_PAGE_SIZES}
        onPageChange={(_event, next) => void actions.setPage(next)}
        onRowsPerPageChange={(event) => void actions.setSize(Number(event.target.value))}
      />
    </Paper>
  );
}
