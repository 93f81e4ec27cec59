import { format, parseISO } from 'date-fns';
import { hhmm } from '../../widgets/attendance/SessionTable';
import { displayDate } from './calendarController';
import type { AttendanceDayDetails } from './types';

/** Spec 001 §2: the statuses whose Swipes table reads 'No Records Available' whatever was swiped. */
export const NO_SWIPES_STATUSES: ReadonlySet<string> = new Set(['H', 'OFF', 'A', 'WFH', 'PL', 'CL', 'SL', 'PRL', 'PRIL']);

export const NO_RECORDS = 'No Records Available';

/** 'Attendance Details for 03/11/2026'. */
export const dayDialogTitle = (date: string) => `Attendance Details for ${displayDate(date)}`;

/** Processed-on with its weekday, in the viewer's zone: 'Tuesday, 03/11/2026 23:10'. */
export const processedOnText = (iso: string | null) => (iso ? format(parseISO(iso), 'EEEE, dd/MM/yyyy HH:mm') : '-');

/** Spec 001 §2's hours table: First In … Excess hrs, HH:mm, 00:00 when there is nothing. */
export function hoursRows(record: AttendanceDayDetails['record']): { label: string; value: string }[] {
  const value = (name: string) => hhmm(record?.[name] == null ? null : String(record[name]));
  return [
    { label: 'First In', value: value('inTime') },
    { label: 'Last Out', value: value('outTime') },
    { label: 'Total Work hrs', value: value('totalWorkHours') },
    { label: 'Break Hours', value: value('breakHrs') },
    { label: 'Actual Work hrs', value: value('actualWorkHours') },
    { label: 'Shortfall hrs', value: value('shortFallHours') },
    { label: 'Excess hrs', value: value('excessHours') },
  ];
}

/** The Swipes table's rows, or none for the statuses spec 001 lists (a whole-day status: 'CL/P' still shows its swipes). */
export function visibleSwipes(details: AttendanceDayDetails) {
  const status = details.record?.attendanceData;
  return typeof status === 'string' && NO_SWIPES_STATUSES.has(status) ? [] : details.swipes;
}

/** The shift line: 'S1 (09:30 - 18:30)'. */
export function shiftText(shift: AttendanceDayDetails['shift']): string {
  if (!shift) return '-';
  return shift.inTime && shift.outTime ? `${shift.shiftCode} (${shift.inTime} - ${shift.outTime})` : shift.shiftCode;
}
