export { AttendanceReportPage, default } from './AttendanceReportPage';
export { ReportPanel } from './ReportPanel';
export { createReportStore } from './reportStore';
