import { Link, Paper, Skeleton, Stack, TablePagination } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { SearchField } from '../../widgets/SearchField';
import { usePagedList } from '../../widgets/hooks/usePagedList';
import type { DirectoryRow } from '../../src/shared/employeeRecords';


const COLUMNS: DataColumn<DirectoryRow>[] = [
  { label: 'Name', value: (row) => `${row.firstName} ${row.lastName}`.trim() },
  { label: 'Designation', value: (row) => row.designation },
  { label: 'Department', value: (row) => row.department },
  { label: 'Manager', value: (row) => (row.managerEmpId ? row.managerName : '—') },
  { label: 'Contact', value: (row) => <Link href={`mailto:${row.officialEmail}`}>{row.officialEmail}</Link> },
];

/** The people directory (/people): every employee finds a colleague by name, Emp ID or manager. */
export function PeoplePage() {
  const list = usePagedList<DirectoryRow, { search: string }>('/employee/people', { search: '' });
  const { answer } = list;
  return (
    <Stack spacing={2}>
      <PageHeader title="People" />
      <SearchField label="Search people by name or Emp ID" placeholder="Name or Emp ID" value={list.filter.search} onChange={(value) => list.change('search', value)} sx={{ maxWidth: 360 }} />
      {answer === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined">
          <DataTable label="People" columns={COLUMNS} rows={answer.rows} rowKey={(row) => row.empId} />
          <TablePagination
            component="div"
            count={answer.total}
            page={list.page}
            rowsPerPage={list.size}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_, page) => list.setPage(page)}
            onRowsPerPageChange={(event) => list.setSize(Number(event.target.value))}
          />
        </Paper>
      )}
    </Stack>
  );
}
