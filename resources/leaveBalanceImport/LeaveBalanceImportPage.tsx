import { useState } from 'react';
import {
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { format, parseISO } from 'date-fns';
import { LEAVE_BALANCE_COLUMNS } from '../../src/shared/leaveBalanceSheet';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { SheetImportForm } from '../../widgets/sheetImport/SheetImportForm';
import type { BalanceImportResult } from '../../src/shared/leaveBalanceImportRecords';
import { useLeaveBalanceImport, type LeaveBalanceImportState } from './useLeaveBalanceImport';
import { PageHeader } from '../../widgets/PageHeader';

const section = { p: 2.5 } as const;

const BALANCE_COLUMNS: DataColumn<BalanceImportResult['balances'][number]>[] = [
  { label: 'Emp ID', value: (row) => row.empId },
  { label: 'Leave Type', value: (row) => row.leaveType },
  { label: 'Year', value: (row) => row.year },
  { label: 'Opening Balance', value: (row) => row.openingBalance },
  { label: 'Balance', value: (row) => row.balance },
];

/** Leave Admin › Leave Balance Import: opening balances from a sheet, the history, and the balance exports. */
export default function LeaveBalanceImportPage() {
  const state = useLeaveBalanceImport();
  return (
    <Stack spacing={3}>
      <PageHeader title="Leave Balance Import" />
      <ImportSection state={state} />
      <HistorySection state={state} />
      <ExportSection state={state} />
    </Stack>
  );
}

function ImportSection({ state }: { state: LeaveBalanceImportState }) {
  const { actions, refusal, result, formats } = state;
  return (
    <Paper variant="outlined" sx={section} component="section" aria-label="Import opening balances">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Import opening balances
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A CSV or Excel file whose first row is: <strong>{LEAVE_BALANCE_COLUMNS.join(', ')}</strong> (Reason may be left out). Every row is checked
          first; if any row has an error, nothing is imported and the rows are listed below. A figure replaces the employee's opening balance for
          that type and year: the first import writes it, a later one writes the difference as an adjustment.
        </Typography>
        <SheetImportForm
          state={state}
          formats={formats}
          fileLabel="Opening balance file"
          choose={actions.choose}
          upload={() => void actions.upload()}
          downloadSample={() => void state.downloadSample()}
          downloadErrors={refusal?.importId ? () => void state.downloadErrors(refusal.importId!) : undefined}
          sampleLabel="Download sample"
          uploadLabel="Import"
          needsFile
        />
        {result ? (
          <>
            <DataTable label="Balances after the import" columns={BALANCE_COLUMNS} rows={result.balances} rowKey={(row) => `${row.empId}-${row.leaveType}-${row.year}`} />
            {result.rows > result.balances.length ? (
              <Typography variant="caption" color="text.secondary">
                The first {result.balances.length} of {result.rows.toLocaleString('en')} rows; export the balances for all.
              </Typography>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function HistorySection({ state }: { state: LeaveBalanceImportState }) {
  const { history, historyPage, historySize, setHistoryPage } = state;
  return (
    <Paper variant="outlined" sx={section} component="section" aria-label="Import history">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Import history
      </Typography>
      {history === null ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <DataTable
            label="Imports"
            rows={history.rows}
            rowKey={(row) => row.id}
            columns={[
              { label: 'File', value: (row) => row.fileName },
              { label: 'Status', value: (row) => <Chip size="small" color={row.status === 'Imported' ? 'success' : 'error'} label={row.status} /> },
              { label: 'Rows', value: (row) => row.rowCount },
              { label: 'Rows with errors', value: (row) => row.errorCount },
              { label: 'By', value: (row) => row.importedBy ?? '—' },
              { label: 'On', value: (row) => format(parseISO(row.importedAt), 'dd-MM-yyyy HH:mm') },
              {
                label: 'Actions',
                value: (row) =>
                  row.status === 'Rejected' ? (
                    <Button size="small" onClick={() => void state.downloadErrors(row.id)}>
                      Error file
                    </Button>
                  ) : null,
              },
            ]}
          />
          <TablePagination
            component="div"
            count={history.total}
            page={historyPage}
            rowsPerPage={historySize}
            rowsPerPageOptions={[historySize]}
            onPageChange={(_, page) => setHistoryPage(page)}
          />
        </>
      )}
    </Paper>
  );
}

function ExportSection({ state }: { state: LeaveBalanceImportState }) {
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [empId, setEmpId] = useState('');
  const validYear = /^\d{4}$/.test(year);
  return (
    <Paper variant="outlined" sx={section} component="section" aria-label="Export balances">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Export
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label="Year" size="small" value={year} onChange={(event) => setYear(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
          <Button variant="outlined" disabled={!validYear} onClick={() => void state.exportBalances(Number(year))}>
            Export every employee's balances
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label="Emp ID of the leaver" size="small" value={empId} onChange={(event) => setEmpId(event.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <Button variant="outlined" disabled={!validYear || !empId.trim()} onClick={() => void state.exportFullAndFinal(empId.trim(), Number(year))}>
            Full and final export
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Full and final lists the leaver's balance per type with its encashable part (up to the type's encashable cap).
        </Typography>
      </Stack>
    </Paper>
  );
}
