import { useState } from 'react';
import { Button, Chip, Link, Paper, Skeleton, Stack, TablePagination } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { accessForPath } from '../../src/app/auth/accessForPath';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { EmployeeBulkUpload } from '../employeeBulkUpload';
import { PageHeader } from '../../widgets/PageHeader';
import { EmployeeListFilters } from './EmployeeListFilters';
import { EmployeeDialog } from './EmployeeDialog';
import { ExpiringDocuments } from './ExpiringDocuments';
import type { EmployeeListRow } from '../../src/shared/employeeRecords';
import { useEmployeeList } from './useEmployeeList';

const person = (empId: string | null, name: string | null) => (empId ? `${name ?? ''} (${empId})` : '—');

/**
 * HR's employee list (/employeeList, issue 21 §2): the organisation's people, searched and filtered
 * on the server, exported as Excel; a row opens the employee. The header's actions hold the export
 * and the bulk upload (its own component).
 */
export function EmployeeListPage() {
  const list = useEmployeeList();
  const [open, setOpen] = useState<EmployeeListRow | null>(null);
  // The bulk upload adds employees: offered to those who may add on People › Add Employee.
  const permission = useLoginDetails()?.userDetails.permission;
  const mayAdd = Boolean(permission && accessForPath(permission, '/addemployee')?.add);
  const columns: DataColumn<EmployeeListRow>[] = [
    {
      label: 'Emp ID',
      value: (row) => (
        <Link component="button" type="button" onClick={(event) => { event.stopPropagation(); setOpen(row); }}>
          {row.empId}
        </Link>
      ),
    },
    { label: 'Name', value: (row) => `${row.firstName} ${row.lastName}`.trim() },
    { label: 'Department', value: (row) => row.department },
    { label: 'Designation', value: (row) => row.designation },
    { label: 'Reporting Manager', value: (row) => person(row.managerEmpId, row.managerName) },
    { label: 'Reviewer', value: (row) => person(row.reviewerEmpId, row.reviewerName) },
    { label: 'Official Email', value: (row) => row.officialEmail },
    { label: 'Status', value: (row) => <Chip size="small" label={row.lastWorkingDay && row.status === 'Active' ? `Leaving ${row.lastWorkingDay}` : row.status} color={row.status === 'Active' ? 'success' : 'default'} /> },
  ];
  const { answer } = list;
  return (
    <Stack spacing={2}>
      <PageHeader title="Employee List">
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void list.exportList()}>
          Export to Excel
        </Button>
      </PageHeader>
      {mayAdd ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <EmployeeBulkUpload onDone={list.reload} />
        </Paper>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EmployeeListFilters filter={list.filter} change={list.change} />
      </Paper>
      {answer === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Paper variant="outlined">
          <DataTable
            label="Employees"
            columns={columns}
            rows={answer.rows}
            rowKey={(row) => row.empId}
            rowProps={(row) => ({ hover: true, onClick: () => setOpen(row), sx: { cursor: 'pointer' } })}
          />
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
      <ExpiringDocuments />
      {open ? <EmployeeDialog employee={open} onClose={() => setOpen(null)} onChanged={list.reload} /> : null}
    </Stack>
  );
}
