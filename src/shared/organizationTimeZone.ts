/**
 * The zone every organisation's days are counted in, until an organisation sets its own: attendance
 * days (attendance/attendanceDate.ts) and the dates a list shows for a timestamp (db/localDay.ts).
 */
export const ORGANIZATION_TIME_ZONE = 'Asia/Kolkata';
