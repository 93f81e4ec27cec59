import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkPlace } from '../../../shared/holidayApplies.js';
import type { LeaveCalendarDay } from '../../../shared/leave/countLeaveDays.js';
import { calendarOfDay, loadCalendarTables } from '../../attendance/processor/dayCalendars.js';
import { resolveDayType } from '../../attendance/processor/resolveDayType.js';

/**
 * An employee's calendar over `from..to` as leave counts it, resolved exactly as the attendance
 * processor resolves a day (roster, holidays of their work place, weekend policy: resolveDayType).
 */
export async function loadLeaveCalendar(db: Db, organizationId: number, employeeId: number, from: string, to: string): Promise<(date: string) => LeaveCalendarDay> {
  const [tables, person, roster] = await Promise.all([
    loadCalendarTables(db, organizationId, from, to),
    sql<{ location: string | null; state: string | null }>`
      SELECT wl.name AS location, wl.state AS state
      FROM employee e LEFT JOIN master_work_location wl ON wl.id = e.work_location_id WHERE e.id = ${employeeId}`.execute(db),
    sql<{ roster_date: string; day_type: 'OFF' | 'WORKING' | null }>`
      SELECT roster_date, day_type FROM shift_roster
      WHERE organization_id = ${organizationId} AND employee_id = ${employeeId} AND roster_date BETWEEN ${from}::date AND ${to}::date`.execute(db),
  ]);
  const row = person.rows[0];
  const place: WorkPlace | null = row?.location ? { location: row.location, state: row.state } : null;
  const rosterOn = new Map(roster.rows.map((r) => [r.roster_date, r.day_type]));
  return (date) => {
    const calendar = calendarOfDay(tables, date, place, rosterOn.get(date) ?? null);
    const dayType = resolveDayType(date, calendar);
    if (dayType.kind === 'weeklyOff') return { kind: 'weeklyOff' };
    if (dayType.kind === 'holiday' && !dayType.restricted) return { kind: 'holiday', label: dayType.occasion };
    // A restricted holiday is a working day unless taken as RH; one on a weekly off stays an off day.
    const restricted = calendar.holidays.find((h) => h.restricted)?.occasion;
    return restricted ? { kind: 'working', restricted } : { kind: 'working' };
  };
}
