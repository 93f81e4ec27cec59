import { Box, Paper, Skeleton, Stack, TextField } from '@mui/material';
import { addMonths, format } from 'date-fns';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { ADMIN_TRACKER_COLUMNS, type AdminTrackerRow } from '../../src/shared/trackerRecords';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { DepartmentChart, decimalHours } from '../../widgets/DepartmentChart';
import { PageHeader } from '../../widgets/PageHeader';
import { createAdminTrackerStore } from './adminTrackerStore';
import { trackerApi } from './trackerApi';

const COLUMNS: DataColumn<AdminTrackerRow>[] = ADMIN_TRACKER_COLUMNS.map(([key, label]) => ({
  label,
  rowHeader: key === 'department',
  value: (row: AdminTrackerRow) => row[key],
}));

/** /adminAttendance/tracker: the organisation's payroll month by department, eleven columns, with its chart. */
export function AdminTrackerPage() {
  const view = usePageStore(
    () => createAdminTrackerStore(trackerApi),
    (store) => store.load(),
  );
  return (
    <Box>
      <PageHeader title="Tracker" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <TextField
          size="small"
          type="month"
          label="Month"
          value={view.month}
          onChange={(event) => void view.actions.setMonth(event.target.value)}
          helperText="The payroll month that ends in this month"
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: format(addMonths(new Date(), 1), 'yyyy-MM') },
          }}
        />
      </Paper>
      {view.loading || view.rows === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack spacing={2}>
          {view.rows.length > 0 ? (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <DepartmentChart
                title="Presence and productive hours by department"
                figures={view.rows.map((row) => ({
                  department: row.department,
                  present: row.totalEmployeePresentCount,
                  hours: decimalHours(row.totalProductiveHousers),
                }))}
              />
            </Paper>
          ) : null}
          <Paper variant="outlined">
            <DataTable label="Tracker by department" columns={COLUMNS} rows={view.rows} rowKey={(row) => row.department} emptyText="No Records Available" />
          </Paper>
        </Stack>
      )}
    </Box>
  );
}

export default AdminTrackerPage;
