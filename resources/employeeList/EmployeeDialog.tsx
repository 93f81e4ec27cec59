import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DataTable } from '../../widgets/DataTable';
import type { EmployeeListRow } from './useEmployeeList';

const person = (empId: string | null, name: string | null) => (empId ? `${name ?? ''} (${empId})` : '—');

/** An employee opened from the list: their record as HR reads it. */
export function EmployeeDialog({ employee, onClose }: { employee: EmployeeListRow; onClose(): void; onChanged(): void }) {
  const facts: [string, string][] = [
    ['Emp ID', employee.empId],
    ['Name', `${employee.firstName} ${employee.lastName}`.trim()],
    ['Official Email', employee.officialEmail],
    ['Department', employee.department],
    ['Designation', employee.designation],
    ['Contact No', employee.contactNo ?? '—'],
    ['Date Of Joining', employee.dateOfJoining ?? '—'],
    ['Reporting Manager', person(employee.managerEmpId, employee.managerName)],
    ['Reviewer', person(employee.reviewerEmpId, employee.reviewerName)],
    ['Status', employee.status],
    ['Last Working Day', employee.lastWorkingDay ?? '—'],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="employee-dialog-title">
      <DialogTitle id="employee-dialog-title">{`${employee.firstName} ${employee.lastName}`.trim()}</DialogTitle>
      <DialogContent>
        <DataTable label="Employee details" hideHeader columns={[{ label: 'Field', rowHeader: true, value: ([key]) => key }, { label: 'Value', value: ([, value]) => value }]} rows={facts} rowKey={([key]) => key} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
