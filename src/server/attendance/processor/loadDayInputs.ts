import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkPlace } from '../../../shared/holidayApplies.js';
import { SWIPE_WINDOW_LEAD_MINUTES, type ApprovedLeave, type ApprovedRegularization, type DayInputs, type SessionNumber, type Shift, type Swipe } from '../engine/index.js';
import { minutesFromDayStart, minutesOfHHmm } from '../engine/wallClock.js';
import { resolveDayType } from './resolveDayType.js';
import { DEFAULT_SHIFT_ROW, shiftOfMaster, type ShiftMasterRow } from './shiftOfMaster.js';
import { calendarOfDay, loadCalendarTables, workLocationHasState } from './dayCalendars.js';

/** One employee·date of an organisation to compute. */
export interface DayKey {
  employeeId: number;
  date: string;
}

export interface LoadedDay {
  key: DayKey;
  inputs: DayInputs;
}

const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A batch at least this dense in its box (employee ids × dates, first to last) is read by range
 * rather than by key: a month re-marked for many employees is one index range scan per input kind
 * instead of a lookup per key (the rows outside the keys are read and left unused).
 */
const RANGE_DENSITY = 0.5;

/**
 * Which rows of a per-employee·date table a batch reads, as a SQL condition on its employee and date
 * columns: the keys' box when the batch fills most of it (`widen` days either side, for swipes),
 * else the keys themselves joined as two unnested arrays: one statement for the whole batch either way.
 */
function keyFilter(keys: readonly DayKey[], first: string, last: string) {
  let low = Infinity;
  let high = -Infinity;
  for (const key of keys) {
    if (key.employeeId < low) low = key.employeeId;
    if (key.employeeId > high) high = key.employeeId;
  }
  const days = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
  const dense = keys.length >= RANGE_DENSITY * (high - low + 1) * days;
  const employees = sql.val(keys.map((k) => k.employeeId));
  const dates = sql.val(keys.map((k) => k.date));
  return (employee: RawBuilder<unknown>, date: RawBuilder<unknown>, widen = 0) =>
    dense
      ? sql`${employee} BETWEEN ${low} AND ${high} AND ${date} BETWEEN ${shiftDate(first, -widen)}::date AND ${shiftDate(last, widen)}::date`
      : widen === 0
        ? sql`(${employee}, ${date}) IN (SELECT * FROM unnest(${employees}::integer[], ${dates}::date[]))`
        : sql`(${employee}, ${date}) IN (SELECT DISTINCT k.e, (k.d + o.days)::date FROM unnest(${employees}::integer[], ${dates}::date[]) AS k(e, d) CROSS JOIN generate_series(${-widen}::integer, ${widen}::integer) AS o(days))`;
}

/**
 * The engine's inputs for many employee·dates of one organisation at once (docs/attendance-engine.md,
 * "The processor"): one statement per input kind for the whole batch, never one per employee.
 * The shift is the roster row's, else the employee's, else the organisation default S1; the day
 * type comes from the roster, the holiday master (holidayApplies with the employee's work location)
 * and the weekend policy; swipes are those stored under the date and its neighbours (the engine
 * keeps the shift's swipe window); approved regularization dates stand in for punches; approved
 * leave days (leave_application_day) are leaves under their type's code. Overrides are empty until
 * their module exists.
 */
export async function loadDayInputs(db: Db, organizationId: number, keys: readonly DayKey[], now: string, timeZone: string): Promise<LoadedDay[]> {
  if (keys.length === 0) return [];
  const employeeIds = [...new Set(keys.map((k) => k.employeeId))];
  let first = keys[0].date;
  let last = first;
  for (const { date } of keys) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  const keyed = keyFilter(keys, first, last);
  const hasState = await workLocationHasState(db);

  const [people, shifts, roster, calendarTables, swipes, regularizations, leaves] = await Promise.all([
    sql<{ id: number; emp_id: string; shift_code: string | null; location: string | null; state: string | null }>`
      SELECT e.id, e.emp_id, e.shift_code, wl.name AS location, ${hasState ? sql`wl.state` : sql`NULL::text`} AS state
      FROM employee e LEFT JOIN master_work_location wl ON wl.id = e.work_location_id
      WHERE e.id = ANY(${sql.val(employeeIds)}::integer[])`.execute(db),
    // The organisation's own rows first, then rows shared by every organisation.
    sql<ShiftMasterRow>`
      SELECT shift_code, in_time, out_time, grace_time, full_day_time, half_day_time
      FROM master_shift_master
      WHERE (organization_id = ${organizationId} OR organization_id IS NULL) AND in_time IS NOT NULL AND out_time IS NOT NULL
      ORDER BY organization_id NULLS LAST, id`.execute(db),
    sql<{ employee_id: number; roster_date: string; shift_code: string | null; day_type: 'OFF' | 'WORKING' | null }>`
      SELECT r.employee_id, r.roster_date, r.shift_code, r.day_type
      FROM shift_roster r
      WHERE r.organization_id = ${organizationId} AND ${keyed(sql`r.employee_id`, sql`r.roster_date`)}`.execute(db),
    loadCalendarTables(db, organizationId, first, last),
    // Each swipe once, the keys' dates and their neighbours, on swipe_employee_day_idx.
    sql<{ employee_id: number; attendance_date: string; at: string; direction: string | null; device_name: string }>`
      SELECT s.employee_id, s.attendance_date, to_char(s.log_date_time AT TIME ZONE ${timeZone}, 'YYYY-MM-DD"T"HH24:MI') AS at, s.direction, s.device_name
      FROM swipe s
      WHERE s.organization_id = ${organizationId} AND ${keyed(sql`s.employee_id`, sql`s.attendance_date`, 1)}`.execute(db),
    sql<{ employee_id: number; attendance_date: string; regularization_code: string; work_type: ApprovedRegularization['workType']; start_time: string | null; end_time: string | null; sessions: SessionNumber[] }>`
      SELECT rd.employee_id, rd.attendance_date, r.regularization_code, rd.work_type, rd.start_time, rd.end_time, rd.sessions
      FROM regularization_date rd
      JOIN regularization r ON r.organization_id = rd.organization_id AND r.id = rd.regularization_id
      WHERE rd.organization_id = ${organizationId} AND ${keyed(sql`rd.employee_id`, sql`rd.attendance_date`)} AND rd.status = 'Approved'
      ORDER BY r.regularization_code`.execute(db),
    sql<{ employee_id: number; leave_date: string; leave_type: string; session1: boolean; session2: boolean }>`
      SELECT d.employee_id, d.leave_date, a.leave_type, d.session1, d.session2
      FROM leave_application_day d
      JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
      WHERE d.organization_id = ${organizationId} AND ${keyed(sql`d.employee_id`, sql`d.leave_date`)} AND d.status = 'Approved'
      ORDER BY a.leave_code`.execute(db),
  ]);

  const personById = new Map(people.rows.map((p) => [p.id, p]));
  const shiftByCode = new Map<string, ShiftMasterRow>();
  for (const row of shifts.rows) if (!shiftByCode.has(row.shift_code)) shiftByCode.set(row.shift_code, row);
  const rosterByKey = new Map(roster.rows.map((r) => [`${r.employee_id}|${r.roster_date}`, r]));
  const swipesByDay = groupBy(swipes.rows, (s) => `${s.employee_id}|${s.attendance_date}`);
  const regularizationsByKey = groupBy(regularizations.rows, (r) => `${r.employee_id}|${r.attendance_date}`);
  const leavesByKey = groupBy(leaves.rows, (l) => `${l.employee_id}|${l.leave_date}`);

  // Per shift row, not per day: the engine's shift and the start of its swipe window.
  const shiftsOfRow = new Map<ShiftMasterRow, { shift: Shift; windowStart: number }>();
  const shiftOfRow = (row: ShiftMasterRow) => {
    let found = shiftsOfRow.get(row);
    if (!found) shiftsOfRow.set(row, (found = { shift: shiftOfMaster(row), windowStart: minutesOfHHmm(row.in_time) - SWIPE_WINDOW_LEAD_MINUTES }));
    return found;
  };

  // The day before, the date, the day after: Date arithmetic once per distinct date, not per key.
  const neighboursOf = new Map<string, (readonly [string, boolean])[]>();
  const neighbours = (date: string) => {
    let found = neighboursOf.get(date);
    if (!found) neighboursOf.set(date, (found = [[shiftDate(date, -1), false], [date, true], [shiftDate(date, 1), false]]));
    return found;
  };

  const loaded: LoadedDay[] = [];
  for (const key of keys) {
    const person = personById.get(key.employeeId);
    if (!person) continue; // removed since it was marked: nothing to compute
    const id = `${key.employeeId}|${key.date}`;
    const rosterRow = rosterByKey.get(id);
    const shiftCode = rosterRow?.shift_code ?? person.shift_code ?? DEFAULT_SHIFT_ROW.shift_code;
    const shiftRow = shiftByCode.get(shiftCode) ?? shiftByCode.get(DEFAULT_SHIFT_ROW.shift_code) ?? DEFAULT_SHIFT_ROW;
    const place: WorkPlace | null = person.location === null ? null : { location: person.location, state: person.state };
    const dayType = resolveDayType(key.date, calendarOfDay(calendarTables, key.date, place, rosterRow?.day_type ?? null));
    // The date's own swipes, and its neighbours' only where they fall in the shift's swipe window:
    // the engine applies the same window, so this changes nothing but the trace, which then names
    // the date's own stray punches rather than every punch of the days around it.
    const { shift, windowStart } = shiftOfRow(shiftRow);
    const daySwipes: Swipe[] = [];
    for (const [date, own] of neighbours(key.date)) {
      for (const s of swipesByDay.get(`${key.employeeId}|${date}`) ?? []) {
        if (own || inWindow(minutesFromDayStart(key.date, s.at), windowStart)) daySwipes.push({ at: s.at, direction: directionOf(s.direction), device: s.device_name });
      }
    }
    loaded.push({
      key,
      inputs: {
        empId: person.emp_id,
        attendanceDate: key.date,
        shift,
        dayType,
        swipes: daySwipes,
        leaves: (leavesByKey.get(id) ?? []).map((l): ApprovedLeave => ({ leaveCode: l.leave_type, sessions: sessionsOf(l) })),
        regularizations: (regularizationsByKey.get(id) ?? []).map((r) => ({
          regularizationCode: r.regularization_code,
          workType: r.work_type,
          startTime: r.start_time,
          endTime: r.end_time,
          sessions: r.sessions,
        })),
        override: null,
        now,
      },
    });
  }
  return loaded;
}

const inWindow = (minute: number, windowStart: number) => minute >= windowStart && minute < windowStart + 1440;

const sessionsOf = (day: { session1: boolean; session2: boolean }): SessionNumber[] => [...(day.session1 ? [1 as const] : []), ...(day.session2 ? [2 as const] : [])];

/** Devices write In/Out in any letter case, or nothing. */
function directionOf(direction: string | null): Swipe['direction'] {
  const upper = direction?.trim().toUpperCase();
  return upper === 'IN' || upper === 'OUT' ? upper : null;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
