import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * The screens this edition implements, by catalogue path (routeCatalogue kind 'page'). Each loads lazily.
 * A 'page' route missing here shows NotAvailable. Add new pages here, nowhere else.
 */
export const implementedPages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': lazyPage(() => import('../dashboard/Dashboard')),
  '/recognized': lazyPage(() => import('../../../resources/recognized')),
  '/events': lazyPage(() => import('../../../resources/events')),
  '/adminEvents': lazyPage(() => import('../../../resources/events').then((module) => ({ default: module.ManageEventsPage }))),
  '/colleagueBirthday': lazyPage(() => import('../../../resources/events').then((module) => ({ default: module.BirthdaysPage }))),
  '/workAnniversary': lazyPage(() => import('../../../resources/events').then((module) => ({ default: module.AnniversariesPage }))),
  '/changePassword': lazyPage(() => import('../login/ChangePasswordPage')),
  '/rolesAndPermission': lazyPage(() => import('../../../resources/rolesAndPermission')),
  '/auditTrail': lazyPage(() => import('../../../resources/auditTrail')),
  '/attendance/calendar': lazyPage(() => import('../../../resources/attendanceCalendar')),
  '/adminAttendance/adminAttendanceInfo': lazyPage(() => import('../../../resources/attendanceCalendar/AttendanceInfoPage')),
  '/adminAttendance/attendanceMuster': lazyPage(() => import('../../../resources/attendanceMuster')),
  '/adminAttendance/weekendPolicy': lazyPage(() => import('../../../resources/weekendPolicy')),
  '/adminAttendance/shiftRoster': lazyPage(() => import('../../../resources/shiftRoster')),
  '/adminAttendance/shiftRosterImport': lazyPage(() => import('../../../resources/shiftRoster').then((module) => ({ default: module.ShiftRosterImportPage }))),
  '/adminAttendance/dayTypeHistory': lazyPage(() => import('../../../resources/shiftRoster').then((module) => ({ default: module.DayTypeHistoryPage }))),
  ...holidayPages(),
  ...profilePages(),
  '/attendance/regularization': lazyPage(() => import('../../../resources/regularization')),
  '/attendance/attendanceMuster': lazyPage(() => import('../../../resources/attendanceMuster').then((module) => ({ default: module.TeamMusterPage }))),
  '/attendance/approvals': lazyPage(() => import('../../../resources/approvals')),
  '/attendance/adminAttendanceRegApproved': lazyPage(() => import('../../../resources/adminAttendanceRegApproved')),
  '/lockAttendanceDate': lazyPage(() => import('../attendance/LockAttendanceDatePage')),
  '/adminAttendance/swipeIngestion': lazyPage(() => import('../attendance/DeviceKeysPage')),
  '/adminAttendance/monthEndProcess': lazyPage(() => import('../../../resources/monthEndProcess')),
  '/leaveScheme': lazyPage(() => import('../../../resources/leaveScheme')),
  '/restrictedHolidayApply': lazyPage(() => import('../../../resources/restrictedHolidayApply/RestrictedHolidayApplyPage')),
  '/compOff': lazyPage(() => import('../../../resources/compOff/CompOffPage')),
  '/LeaveEncashment': lazyPage(() => import('../../../resources/leaveEncashment/LeaveEncashmentPage')),
  '/leaveEncashmentApproval': lazyPage(() => import('../../../resources/leaveEncashment/LeaveEncashmentApprovalPage')),
  '/LeaveCalendar': lazyPage(() => import('../../../resources/leaveCalendar/LeaveCalendarPage')),
  '/leaveCalenderAdmin': lazyPage(() => import('../../../resources/leaveCalendar/LeaveCalendarPage').then((module) => ({ default: module.AdminLeaveCalendar }))),
  '/LeaveBalance': lazyPage(() => import('../../../resources/leaveBalance').then((module) => ({ default: module.LeaveBalancePage }))),
  '/teamMemberLeaveBalance': lazyPage(() => import('../../../resources/leaveBalance').then((module) => ({ default: module.TeamMemberLeaveBalancePage }))),
  '/employeeLeaveBalance': lazyPage(() => import('../../../resources/leaveBalance').then((module) => ({ default: module.EmployeeLeaveBalancePage }))),
  '/leaveGranter': lazyPage(() => import('../../../resources/leaveGranter')),
  '/leaveBalanceImport': lazyPage(() => import('../../../resources/leaveBalanceImport')),
  '/leaveReport': lazyPage(() => import('../../../resources/leaveReport').then((module) => ({ default: module.OrganizationLeaveReport }))),
  '/rmLeaveReport': lazyPage(() => import('../../../resources/leaveReport').then((module) => ({ default: module.ReporteesLeaveReport }))),
  '/leaveApply': lazyPage(() => import('../../../resources/leave/LeaveApplyPage')),
  '/paternityLeave': lazyPage(() => import('../../../resources/leave/LeaveApplyPage').then((module) => ({ default: module.PaternityLeavePage }))),
  '/maternityLeave': lazyPage(() => import('../../../resources/leave/LeaveApplyPage').then((module) => ({ default: module.MaternityLeavePage }))),
  '/LeaveHistory': lazyPage(() => import('../../../resources/leave/LeaveHistoryPage')),
  '/history': lazyPage(() => import('../../../resources/leave/LeaveHistoryPage').then((module) => ({ default: module.ApplicationHistoryPage }))),
  '/withdrawLeaveApply': lazyPage(() => import('../../../resources/leave/LeaveHistoryPage').then((module) => ({ default: module.WithdrawLeavePage }))),
  '/LeaveApproval': lazyPage(() => import('../../../resources/leave/LeaveApprovalPage')),
  '/attendance/onsiteApprovals': lazyPage(() => import('../../../resources/onsiteApprovals')),
  '/adminAttendance/onsiteAttendanceProcess': lazyPage(() => import('../../../resources/onsiteAttendanceProcess/OnsiteAttendanceProcessPage')),
  '/addemployee': lazyPage(() => import('../../../resources/addEmployee')),
  '/attendance/report': lazyPage(() => import('../../../resources/attendanceReport')),
  '/adminAttendance/attendanceReport': lazyPage(() => import('../../../resources/adminAttendanceReport/AdminAttendanceReportPage')),
  '/attendance/employeeTracker': lazyPage(() => import('../../../resources/attendanceTrackers/EmployeeTrackerPage')),
  '/adminAttendance/tracker': lazyPage(() => import('../../../resources/attendanceTrackers/AdminTrackerPage')),
  '/myRequests': lazyPage(() => import('../../../resources/helpDesk/TicketsPage').then((module) => ({ default: module.MyRequestsPage }))),
  '/myTickets': lazyPage(() => import('../../../resources/helpDesk/TicketsPage').then((module) => ({ default: module.MyTicketsPage }))),
  '/helpDeskMyTeam': lazyPage(() => import('../../../resources/helpDesk/TicketsPage').then((module) => ({ default: module.MyTeamTicketsPage }))),
  '/helpDeskReport': lazyPage(() => import('../../../resources/helpDesk/HelpDeskReportPage')),
  '/employeeList': lazyPage(() => import('../../../resources/employeeList')),
  '/employee': lazyPage(() => import('../../../resources/employee')),
  '/people': lazyPage(() => import('../../../resources/people')),
  '/orgChart': lazyPage(() => import('../../../resources/orgChart')),
  '/myTeam': lazyPage(() => import('../../../resources/myTeam')),
};

/** The profile sections of spec 002 §2: one page, a tab per section (docs/profiles.md). */
function profilePages() {
  const sections = ['basicDetails', 'contact', 'workingInformation', 'hrInformation', 'accountInformation', 'education', 'experience', 'family', 'otherDocuments', 'followUp', 'probationInformation'];
  const page = lazyPage(() => import('../../../resources/profile'));
  return Object.fromEntries(sections.map((section) => [`/${section}`, page]));
}

/** The nine holiday screens of spec 002 §2: one page in as many modes, loaded once. */
function holidayPages() {
  const screens = ['adminHolidaysall', 'adminHolidays', 'adminRestrictedHolidays', 'adminViewHolidays', 'empHolidays', 'restrictedholidays', 'employeeholidays', 'empRestrictedHolidays', 'empViewHolidays'] as const;
  return Object.fromEntries(
    screens.map((screen) => [`/${screen}`, lazyPage(() => import('../../../resources/holidays').then((module) => ({ default: module.holidayPage(screen) })))]),
  );
}
