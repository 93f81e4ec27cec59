import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * The screens this edition implements, by catalogue path (routeCatalogue kind 'page'). Each loads lazily.
 * A 'page' route missing here shows NotAvailable. Add new pages here, nowhere else.
 */
export const implementedPages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': lazyPage(() => import('../dashboard/Dashboard')),
  '/changePassword': lazyPage(() => import('../login/ChangePasswordPage')),
  '/rolesAndPermission': lazyPage(() => import('../../../resources/rolesAndPermission')),
  '/auditTrail': lazyPage(() => import('../../../resources/auditTrail')),
  '/attendance/calendar': lazyPage(() => import('../../../resources/attendanceCalendar')),
  '/adminAttendance/adminAttendanceInfo': lazyPage(() => import('../../../resources/attendanceCalendar/AttendanceInfoPage')),
  '/adminAttendance/weekendPolicy': lazyPage(() => import('../../../resources/weekendPolicy')),
  ...holidayPages(),
  '/attendance/regularization': lazyPage(() => import('../../../resources/regularization')),
  '/attendance/approvals': lazyPage(() => import('../../../resources/approvals')),
  '/attendance/adminAttendanceRegApproved': lazyPage(() => import('../../../resources/adminAttendanceRegApproved')),
  '/lockAttendanceDate': lazyPage(() => import('../attendance/LockAttendanceDatePage')),
  '/adminAttendance/swipeIngestion': lazyPage(() => import('../attendance/DeviceKeysPage')),
};

/** The nine holiday screens of spec 002 §2: one page in as many modes, loaded once. */
function holidayPages() {
  const screens = ['adminHolidaysall', 'adminHolidays', 'adminRestrictedHolidays', 'adminViewHolidays', 'empHolidays', 'restrictedholidays', 'employeeholidays', 'empRestrictedHolidays', 'empViewHolidays'] as const;
  return Object.fromEntries(
    screens.map((screen) => [`/${screen}`, lazyPage(() => import('../../../resources/holidays').then((module) => ({ default: module.holidayPage(screen) })))]),
  );
}
