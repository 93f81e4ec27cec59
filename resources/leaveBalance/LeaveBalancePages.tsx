import { Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { EmployeePicker, type EmployeeOption } from './EmployeePicker';
import { LeaveBalanceView } from './LeaveBalanceView';
import { PageHeader } from '../../widgets/PageHeader';

const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
    <PageHeader title={title} />
    {children}
  </Paper>
);

/** /LeaveBalance: the signed-in employee's own balances. */
export function LeaveBalancePage() {
  const empId = useLoginDetails()?.userDetails.empId;
  return <Frame title="Leave Balance">{empId && <LeaveBalanceView empId={empId} />}</Frame>;
}

/** The balance of an employee picked from `source`: the manager's reportees, or HR's organisation (with adjustment). */
function PickedBalance({ title, source, canAdjust, prompt }: { title: string; source: string; canAdjust: boolean; prompt: string }) {
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  return (
    <Frame title={title}>
      <Stack spacing={2}>
        <EmployeePicker source={source} value={chosen} onChange={setChosen} />
        {chosen ? <LeaveBalanceView key={chosen.value} empId={chosen.value} canAdjust={canAdjust} /> : <Typography color="text.secondary">{prompt}</Typography>}
      </Stack>
    </Frame>
  );
}

/** /teamMemberLeaveBalance: a manager reads a direct reportee's balances. */
export const TeamMemberLeaveBalancePage = () => <PickedBalance title="Team Member Leave Balance" source="/leave/reportees" canAdjust={false} prompt="Select a team member to see their leave balances." />;

/** /employeeLeaveBalance: HR reads any employee's balances in the organisation and adjusts them with a reason. */
export const EmployeeLeaveBalancePage = () => <PickedBalance title="Employee Leave Balance" source="/employee/getActiveEmployees" canAdjust prompt="Select an employee to see and adjust their leave balances." />;
