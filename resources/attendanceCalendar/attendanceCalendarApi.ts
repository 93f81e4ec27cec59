import { apiRequest } from '../../src/app/http/httpClient';
import type { AttendanceMonthData } from '../../src/shared/attendanceMonthData';
import type { AttendanceDayDetails } from './types';

/** The calendar's server calls; empId absent reads the signed-in employee's own attendance. */
export const attendanceCalendarApi = {
  /** GET /api/attendance/calendar; without yearMonth the server answers the open payroll month. */
  month: (empId: string | undefined, yearMonth: string | undefined, signal?: AbortSignal) =>
    apiRequest<AttendanceMonthData>('/attendance/calendar', { query: { empId, yearMonth }, signal }),
  /** GET /api/attendance/day. */
  day: (empId: string | undefined, date: string, signal?: AbortSignal) => apiRequest<AttendanceDayDetails>('/attendance/day', { query: { empId, date }, signal }),
};
