import { useState } from 'react';
import { Autocomplete, Button, ListItemIcon, ListItemText, Menu, MenuItem, Paper, Stack, TablePagination, TextField } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { MonthYearPicker } from '../../widgets/MonthYearPicker';
import { PageHeader } from '../../widgets/PageHeader';
import { useEmployeeChoice } from '../attendanceCalendar/useEmployeeChoice';
import { shiftRosterApi } from './shiftRosterApi';
import { ROSTER_PAGE_SIZES } from './shiftRosterStore';
import { createDayTypeHistoryStore, DAY_TYPE_HISTORY_COLUMNS, type DayTypeHistoryColumn, type DayTypeLine } from './dayTypeHistoryStore';

const CELLS: Record<DayTypeHistoryColumn, (line: DayTypeLine) => string> = {
  'Emp ID': (line) => line.empId,
  'Employee Name': (line) => line.empName,
  Date: (line) => `${line.date.slice(8, 10)}/${line.date.slice(5, 7)}/${line.date.slice(0, 4)}`,
  'Day Type': (line) => line.dayType,
  'Shift Code': (line) => line.shiftCode,
};

/** Spec 001 §2 Date Type History: employee and month-year filters, a table with index and column toggles. */
export default function DayTypeHistoryPage() {
  const view = usePageStore(() => createDayTypeHistoryStore(shiftRosterApi), (store) => store.load());
  const { lines, hidden, page, size, month, actions } = view;
  const employees = useEmployeeChoice();
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);
  const shown = (lines ?? []).slice(page * size, page * size + size);
  const columns: DataColumn<DayTypeLine>[] = [
    { label: '#', value: (_line, index) => page * size + index + 1 },
    ...DAY_TYPE_HISTORY_COLUMNS.filter((column) => !hidden.includes(column)).map((column): DataColumn<DayTypeLine> => ({ label: column, value: CELLS[column] })),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <PageHeader title="Day Type History">
        <Button startIcon={<ViewColumnOutlinedIcon />} onClick={(event) => setColumnsMenu(event.currentTarget)} aria-haspopup="menu">
          Columns
        </Button>
      </PageHeader>
      <Menu anchorEl={columnsMenu} open={columnsMenu !== null} onClose={() => setColumnsMenu(null)}>
        {DAY_TYPE_HISTORY_COLUMNS.map((column) => (
          <MenuItem key={column} dense role="menuitemcheckbox" aria-checked={!hidden.includes(column)} onClick={() => actions.toggle(column)}>
            <ListItemIcon>{hidden.includes(column) ? <CheckBoxOutlineBlankIcon fontSize="small" /> : <CheckBoxIcon fontSize="small" color="primary" />}</ListItemIcon>
            <ListItemText>{column}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Autocomplete
          options={employees.options}
          loading={employees.loading}
          value={employees.chosen}
          onChange={(_event, option) => {
            employees.choose(option);
            void actions.setEmployee(option?.value ?? null);
          }}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          sx={{ minWidth: 240, maxWidth: 420 }}
          renderInput={(params) => <TextField {...params} label="Employee" size="small" />}
        />
        <MonthYearPicker value={month} onChange={(next) => void actions.setMonth(next)} />
        {month ? <Button onClick={() => void actions.clearMonth()}>All months</Button> : null}
      </Stack>
      <DataTable label="Day type history" rows={shown} rowKey={(line) => `${line.empId}-${line.date}`} columns={columns} emptyText={lines === null ? 'Loading...' : 'No Records Available'} />
      <TablePagination
        component="div"
        count={lines?.length ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={ROSTER_PAGE_SIZES}
        onPageChange={(_event, next) => actions.setPage(next)}
        onRowsPerPageChange={(event) => actions.setSize(Number(event.target.value))}
      />
    </Paper>
  );
}
