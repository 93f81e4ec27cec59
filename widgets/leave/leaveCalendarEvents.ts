import type { LeaveCalendarEntry } from '../../src/shared/leaveSpecialRecords';
import { localDate } from '../holidays/holidayEvents';

/** One leave date on the calendar: an application's date for one employee. */
export interface LeaveCalendarEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  entry: LeaveCalendarEntry;
}

/** A colour per legend code, so a type reads the same on every calendar; unknown codes share grey. White text keeps 4.5:1 on each. */
export const LEAVE_TYPE_COLOURS: Readonly<Record<string, string>> = {
  PL: '#2e7d32',
  CL: '#1565c0',
  SL: '#c62828',
  PRL: '#6a1b9a',
  ML: '#ad1457',
  PAL: '#00838f',
  BL: '#4e342e',
  CO: '#b84c00',
  RH: '#7a5c00',
  L: '#616161',
};
export const colourOf = (leaveType: string) => LEAVE_TYPE_COLOURS[leaveType] ?? '#455a64';

const sessionText = (sessions: readonly number[]) => (sessions.length === 2 ? '' : ` (Session ${sessions[0]})`);

/** The calendar's events: "EMP001 Name · CL (Session 1)", with pending ones marked. */
export function leaveCalendarEvents(entries: readonly LeaveCalendarEntry[], showPerson: boolean): LeaveCalendarEvent[] {
  return entries.map((entry) => {
    const start = localDate(entry.date);
    const who = showPerson ? `${entry.employeeName} · ` : '';
    return { title: `${who}${entry.leaveType}${sessionText(entry.sessions)}${entry.status === 'Pending' ? ' – pending' : ''}`, start, end: start, allDay: true, entry };
  });
}

/** The month shown as the API's MM-YYYY. */
export const apiMonthOf = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
