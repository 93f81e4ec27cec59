export { default, default as AttendanceCalendarPage } from './AttendanceCalendarPage';
export { default as AttendanceInfoPage } from './AttendanceInfoPage';
export { AttendanceCalendar } from './AttendanceCalendar';
export { useAttendanceCalendar } from './useAttendanceCalendar';
export { useDayDetails } from './useDayDetails';
export { calendarWeeks, dayTone } from './calendarController';
