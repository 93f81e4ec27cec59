import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable } from '../../widgets/DataTable';
import { EmployeePicker, type EmployeeOption } from './EmployeePicker';
import { useEmployeeActions } from './useEmployeeActions';
import type { EmployeeListRow } from '../../src/shared/employeeRecords';

const person = (empId: string | null, name: string | null) => (empId ? `${name ?? ''} (${empId})` : '—');
const asOption = (empId: string | null, name: string | null): EmployeeOption | null => (empId ? { value: empId, label: `${empId} - ${name ?? ''}` } : null);

/**
 * An employee's record as HR reads it: the facts of the list's row, their reporting line and their
 * deactivation, and the way to HR's view of their profile sections. The list's dialog and the
 * /employee page both show it (docs/people.md).
 */
export function EmployeeRecord({ employee, onChanged, onDeactivated }: { employee: EmployeeListRow; onChanged(): void; onDeactivated?(): void }) {
  const actions = useEmployeeActions(employee.empId, onChanged);
  const [manager, setManager] = useState(asOption(employee.managerEmpId, employee.managerName));
  const [reviewer, setReviewer] = useState(asOption(employee.reviewerEmpId, employee.reviewerName));
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [newManager, setNewManager] = useState<EmployeeOption | null>(null);
  const [newReviewer, setNewReviewer] = useState<EmployeeOption | null>(null);
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  const facts: [string, string][] = [
    ['Emp ID', employee.empId],
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
  const lineChange = {
    ...(manager?.value !== (employee.managerEmpId ?? undefined) && manager ? { reportingManager: manager.value } : {}),
    ...(reviewer?.value !== (employee.reviewerEmpId ?? undefined) && reviewer ? { reviewer: reviewer.value } : {}),
  };
  const reportees = actions.dependants.filter((d) => d.line === 'reportingManager');
  const reviewees = actions.dependants.filter((d) => d.line === 'reviewer');
  const active = employee.status === 'Active' && !employee.lastWorkingDay;
  return (
    <Stack spacing={3}>
      <DataTable label="Employee details" hideHeader columns={[{ label: 'Field', rowHeader: true, value: ([key]) => key }, { label: 'Value', value: ([, value]) => value }]} rows={facts} rowKey={([key]) => key} />
      {active ? (
        <Stack component="section" spacing={1.5} aria-labelledby="line-heading">
          <Typography id="line-heading" variant="subtitle1" component="h2">
            Reporting line
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <EmployeePicker label="Reporting Manager" source="/employee/reporter-list" value={manager} onChange={setManager} />
            <EmployeePicker label="Reviewer" source="/employee/reviewer-list" value={reviewer} onChange={setReviewer} />
          </Stack>
          <div>
            <Button variant="contained" disabled={actions.busy || Object.keys(lineChange).length === 0} onClick={() => void actions.changeLine(lineChange)}>
              Save reporting line
            </Button>
          </div>
        </Stack>
      ) : null}
      {active ? (
        <Stack component="section" spacing={1.5} aria-labelledby="deactivate-heading">
          <Typography id="deactivate-heading" variant="subtitle1" component="h2">
            Deactivate
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField type="date" size="small" label="Last Working Day" value={lastWorkingDay} onChange={(event) => setLastWorkingDay(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button color="error" variant="outlined" disabled={actions.busy || !lastWorkingDay} onClick={() => void actions.deactivate(lastWorkingDay).then((done) => done && onDeactivated?.())}>
              Deactivate
            </Button>
          </Stack>
          {actions.dependants.length ? (
            <Alert severity="warning" role="status">
              <Typography variant="body2">{`${name} is still the reporting manager or reviewer of these employees. Move them first:`}</Typography>
              <List dense aria-label="Employees to move">
                {actions.dependants.map((d) => (
                  <ListItem key={`${d.empId}-${d.line}`} disableGutters>{`${d.name} (${d.empId}) — ${d.line === 'reportingManager' ? 'reports to' : 'reviewed by'} ${name}`}</ListItem>
                ))}
              </List>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
                {reportees.length ? <EmployeePicker label="New reporting manager" source="/employee/reporter-list" value={newManager} onChange={setNewManager} /> : null}
                {reviewees.length ? <EmployeePicker label="New reviewer" source="/employee/reviewer-list" value={newReviewer} onChange={setNewReviewer} /> : null}
                <Button
                  variant="contained"
                  disabled={actions.busy || (reportees.length > 0 && !newManager) || (reviewees.length > 0 && !newReviewer)}
                  onClick={() => void actions.moveDependants({ ...(newManager ? { reportingManager: newManager.value } : {}), ...(newReviewer ? { reviewer: newReviewer.value } : {}) })}
                >
                  Move them
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      {/* HR's view of the profile sections (docs/profiles.md): the section pages read ?empId= through the /hr/{empId} calls. */}
      <div>
        <Button variant="outlined" component={RouterLink} to={`/basicDetails?empId=${encodeURIComponent(employee.empId)}`}>
          Open profile
        </Button>
      </div>
    </Stack>
  );
}
