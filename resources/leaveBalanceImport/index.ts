export { default } from './LeaveBalanceImportPage';
export { useLeaveBalanceImport } from './useLeaveBalanceImport';
