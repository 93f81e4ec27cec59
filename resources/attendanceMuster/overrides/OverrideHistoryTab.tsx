import { Box, Button, Checkbox, Stack, TablePagination } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { usePageStore } from '../../../src/app/pageStore/usePageStore';
import { DataTable } from '../../../widgets/DataTable';
import { createOverrideHistoryStore, HISTORY_PAGE_SIZE, keyOf } from './overrideHistoryStore';
import { overridesApi } from './overridesApi';
import type { MusterChangeProps } from './index';
import type { OverrideRecord } from './types';

/** Override History: the standing overrides; select rows and Submit to delete them (each day is recomputed without). */
export function OverrideHistoryTab({ onChanged }: MusterChangeProps) {
  const view = usePageStore(() => createOverrideHistoryStore(overridesApi, () => onChanged?.()), (store) => store.load());
  const { actions } = view;
  const rows = view.rows ?? [];
  const selectedHere = rows.filter((row) => view.selected[keyOf(row)]).length;
  const day = (date: string) => format(parseISO(date), 'dd/MM/yyyy');
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <DataTable
        label="Override history"
        rows={rows}
        rowKey={(row: OverrideRecord) => keyOf(row)}
        emptyText={view.rows === null ? 'Loading…' : 'No Records Available'}
        columns={[
          {
            label: 'Select',
            header: <Checkbox size="small" checked={rows.length > 0 && selectedHere === rows.length} indeterminate={selectedHere > 0 && selectedHere < rows.length} onChange={() => actions.toggleAll()} slotProps={{ input: { 'aria-label': 'Select all rows of this page' } }} />,
            value: (row) => <Checkbox size="small" checked={Boolean(view.selected[keyOf(row)])} onChange={() => actions.toggle(row)} slotProps={{ input: { 'aria-label': `Select ${row.empId} ${day(row.date)}` } }} />,
          },
          { label: 'Emp ID', value: (row) => row.empId },
          { label: 'Employee Name', value: (row) => row.employeeName },
          { label: 'Date', value: (row) => day(row.date) },
          { label: 'In Time', value: (row) => row.inTime ?? '—' },
          { label: 'Out Time', value: (row) => row.outTime ?? '—' },
          { label: 'Status', value: (row) => row.status ?? '—' },
          { label: 'Override', value: (row) => `${row.session1.newSession ?? '–'} / ${row.session2.newSession ?? '–'} (was ${row.session1.oldSession ?? '–'} / ${row.session2.oldSession ?? '–'})` },
          { label: 'Overridden On', value: (row) => `${format(parseISO(row.overriddenOn), 'dd/MM/yyyy HH:mm')} by ${row.overriddenBy}` },
          { label: 'Remarks', value: (row) => row.remarks },
        ]}
      />
      <TablePagination component="div" count={view.total} page={view.page} rowsPerPage={HISTORY_PAGE_SIZE} rowsPerPageOptions={[HISTORY_PAGE_SIZE]} onPageChange={(_event, page) => void actions.setPage(page)} />
      <Box>
        <Button variant="contained" color="error" disabled={view.deleting} onClick={() => void actions.submit()}>
          Submit
        </Button>
      </Box>
    </Stack>
  );
}
