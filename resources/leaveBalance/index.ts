export { EmployeeLeaveBalancePage, LeaveBalancePage, TeamMemberLeaveBalancePage } from './LeaveBalancePages';
export { LeaveBalanceView } from './LeaveBalanceView';
