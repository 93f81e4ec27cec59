import { Autocomplete, Button, Paper, Stack, TablePagination, TextField } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { reportApi } from './reportApi';
import { createReportStore, type ReportSource } from './reportStore';
import { DateRangeFields } from '../../widgets/DateRangeFields';

/**
 * One report of spec 001 §2 Reports: the employee, from date and to date form with its rules
 * (spec 001 §5), Submit and Reset, the paged table and its Excel download. The regularization
 * report and the onsite attendance report are this panel over another source.
 */
export function ReportPanel<Row>({
  title,
  source,
  columns,
  rowKey,
}: {
  title: string;
  source: ReportSource;
  columns: DataColumn<Row>[];
  rowKey(row: Row, index: number): string;
}) {
  const view = usePageStore(
    () => createReportStore<Row>(reportApi, source),
    (store) => store.load(),
  );
  const { actions, form, errors } = view;
  const chosen = view.employees.find((option) => option.value === form.empId) ?? null;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          noValidate
          aria-label={`${title} form`}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.submit();
          }}
        >
          <Autocomplete
            options={view.employees}
            value={chosen}
            onChange={(_event, option) => actions.change('empId', option?.value ?? '')}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            sx={{ minWidth: 240 }}
            renderInput={(params) => (
              <TextField {...params} size="small" label="Employee" required error={Boolean(errors.empId)} helperText={errors.empId ?? ' '} />
            )}
          />
          <DateRangeFields fromDate={form.fromDate} toDate={form.toDate} errors={errors} onChange={actions.change} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Submit
            </Button>
            <Button onClick={actions.reset}>Reset</Button>
            <Button startIcon={<FileDownloadOutlinedIcon />} disabled={!view.submitted} onClick={() => void actions.exportReport()}>
              Download Excel
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {view.answer ? (
        <Paper variant="outlined">
          <DataTable label={title} columns={columns} rows={view.answer.rows} rowKey={rowKey} emptyText="No Records Available" />
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
      ) : null}
    </Stack>
  );
}
