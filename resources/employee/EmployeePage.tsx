import { useSearchParams } from 'react-router-dom';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader } from '../../widgets/PageHeader';
import { EmployeePicker } from '../employeeList/EmployeePicker';
import { EmployeeRecord } from '../employeeList/EmployeeRecord';
import { useEmployeeRecord } from './useEmployeeRecord';

/**
 * HR's employee record (/employee, People → Employee; docs/people.md): choose an employee from the
 * cursor-paged options, then their record as the employee list's dialog shows it. The chosen Emp ID
 * is kept in the address (`?empId=`), so the record can be linked and survives a reload.
 */
export function EmployeePage() {
  const [params, setParams] = useSearchParams();
  const empId = params.get('empId')?.trim().toUpperCase() || undefined;
  const { record, reload } = useEmployeeRecord(empId);
  const chosen = record && record !== 'missing' ? { value: record.empId, label: `${record.empId} - ${`${record.firstName} ${record.lastName}`.trim()}` } : empId ? { value: empId, label: empId } : null;
  return (
    <Stack spacing={2}>
      <PageHeader title="Employee" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EmployeePicker label="Choose an employee by name or Emp ID" source="/employee/options" pageShaped value={chosen} onChange={(option) => setParams(option ? { empId: option.value } : {})} />
      </Paper>
      {!empId ? null : record === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : record === 'missing' ? (
        <Alert severity="warning">{`No employee ${empId} in this organisation`}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="employee-record-heading">
          <Typography id="employee-record-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {`${record.firstName} ${record.lastName}`.trim()}
          </Typography>
          <EmployeeRecord key={record.empId} employee={record} onChanged={() => void reload()} />
        </Paper>
      )}
    </Stack>
  );
}
