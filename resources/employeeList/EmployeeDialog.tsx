import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { EmployeeRecord } from './EmployeeRecord';
import type { EmployeeListRow } from '../../src/shared/employeeRecords';

/** An employee opened from the list: their record (EmployeeRecord) in a dialog. */
export function EmployeeDialog({ employee, onClose, onChanged }: { employee: EmployeeListRow; onClose(): void; onChanged(): void }) {
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="employee-dialog-title">
      <DialogTitle id="employee-dialog-title">{name}</DialogTitle>
      <DialogContent>
        <EmployeeRecord employee={employee} onChanged={onChanged} onDeactivated={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
