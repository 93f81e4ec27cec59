export { LeaveReportPage, OrganizationLeaveReport, ReporteesLeaveReport } from './LeaveReportPage';
export { useLeaveReport } from './useLeaveReport';
