import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { holidayApplies, isRestricted, type HolidayCoverage, type WorkPlace } from '../../../shared/holidayApplies.js';
import { SWIPE_WINDOW_LEAD_MINUTES, type ApprovedRegularization, type DayInputs, type SessionNumber, type Shift, type Swipe } from '../engine/index.js';
import { minutesFromDayStart, minutesOfHHmm } from '../engine/wallClock.js';
import { resolveDayType } from './resolveDayType.js';
import { DEFAULT_SHIFT_ROW, shiftOfMaster, type ShiftMasterRow } from './shiftOfMaster.js';
import type { WeekendWeek } from '../../../shared/weekendPolicy.js';

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

/** The keys as two parallel arrays, joined in SQL with unnest: one statement for the whole batch. */
function keyArrays(keys: readonly DayKey[]) {
  return { employees: sql.val(keys.map((k) => k.employeeId)), dates: sql.val(keys.map((k) => k.date)) };
}

/**
 * The engine's inputs for many employee·dates of one organisation at once (docs/attendance-engine.md,
 * "The processor"): one statement per input kind for the whole batch, never one per employee.
 * The shift is the roster row's, else the employee's, else the organisation default S1; the day
 * type comes from the roster, the holiday master (holidayApplies with the employee's work location)
 * and the weekend policy; swipes are those stored under the date and its neighbours (the engine
 * keeps the shift's swipe window); approved regularization dates stand in for punches. Leaves and
 * overrides are empty until their modules exist.
 */
export async function loadDayInputs(db: Db, organizationId: number, keys: readonly DayKey[], now: string, timeZone: string): Promise<LoadedDay[]> {
  if (keys.length === 0) return [];
  const { employees, dates } = keyArrays(keys);
  const employeeIds = [...new Set(keys.map((k) => k.employeeId))];
  const sorted = keys.map((k) => k.date).sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const hasState = await workLocationHasState(db);

  const [people, shifts, roster, policies, holidays, swipes, regularizations] = await Promise.all([
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
      FROM shift_roster r JOIN unnest(${employees}::integer[], ${dates}::date[]) AS k(e, d)
        ON r.organization_id = ${organizationId} AND r.employee_id = k.e AND r.roster_date = k.d`.execute(db),
    sql<{ month_start: string; weeks: WeekendWeek[] }>`
      SELECT month_start, weeks FROM weekend_policy
      WHERE organization_id = ${organizationId} AND month_start BETWEEN date_trunc('month', ${first}::date)::date AND ${last}::date`.execute(db),
    sql<{ holiday_date: string; occasion: string; restricted_holiday: string; all_state: boolean; all_location: boolean; state_list: { name: string }[]; location_list: { name: string }[] }>`
      SELECT holiday_date, occasion, restricted_holiday, all_state, all_location, state_list, location_list FROM holiday
      WHERE organization_id = ${organizationId} AND status = 'Active' AND holiday_date BETWEEN ${first}::date AND ${last}::date
      ORDER BY holiday_date, id`.execute(db),
    // Each swipe once: the keys' dates and their neighbours, then an equality join on swipe_employee_day_idx.
    sql<{ employee_id: number; attendance_date: string; at: string; direction: string | null; device_name: string }>`
      SELECT s.employee_id, s.attendance_date, to_char(s.log_date_time AT TIME ZONE ${timeZone}, 'YYYY-MM-DD"T"HH24:MI') AS at, s.direction, s.device_name
      FROM (SELECT DISTINCT k.e, (k.d + o.days)::date AS d FROM unnest(${employees}::integer[], ${dates}::date[]) AS k(e, d) CROSS JOIN (VALUES (-1), (0), (1)) AS o(days)) AS n
      JOIN swipe s ON s.organization_id = ${organizationId} AND s.employee_id = n.e AND s.attendance_date = n.d`.execute(db),
    sql<{ employee_id: number; attendance_date: string; regularization_code: string; work_type: ApprovedRegularization['workType']; start_time: string | null; end_time: string | null; sessions: SessionNumber[] }>`
      SELECT rd.employee_id, rd.attendance_date, r.regularization_code, rd.work_type, rd.start_time, rd.end_time, rd.sessions
      FROM regularization_date rd
      JOIN unnest(${employees}::integer[], ${dates}::date[]) AS k(e, d) ON rd.organization_id = ${organizationId} AND rd.employee_id = k.e AND rd.attendance_date = k.d
      JOIN regularization r ON r.organization_id = rd.organization_id AND r.id = rd.regularization_id
      WHERE rd.status = 'Approved'
      ORDER BY r.regularization_code`.execute(db),
  ]);

  const personById = new Map(people.rows.map((p) => [p.id, p]));
  const shiftByCode = new Map<string, ShiftMasterRow>();
  for (const row of shifts.rows) if (!shiftByCode.has(row.shift_code)) shiftByCode.set(row.shift_code, row);
  const rosterByKey = new Map(roster.rows.map((r) => [`${r.employee_id}|${r.roster_date}`, r]));
  const weeksByMonth = new Map(policies.rows.map((p) => [p.month_start.slice(0, 7), p.weeks]));
  const holidaysByDate = groupBy(holidays.rows, (h) => h.holiday_date);
  const swipesByDay = groupBy(swipes.rows, (s) => `${s.employee_id}|${s.attendance_date}`);
  const regularizationsByKey = groupBy(regularizations.rows, (r) => `${r.employee_id}|${r.attendance_date}`);

  // Per shift row, not per day: the engine's shift and the start of its swipe window.
  const shiftsOfRow = new Map<ShiftMasterRow, { shift: Shift; windowStart: number }>();
  const shiftOfRow = (row: ShiftMasterRow) => {
    let found = shiftsOfRow.get(row);
    if (!found) shiftsOfRow.set(row, (found = { shift: shiftOfMaster(row), windowStart: minutesOfHHmm(row.in_time) - SWIPE_WINDOW_LEAD_MINUTES }));
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
    const applying = (holidaysByDate.get(key.date) ?? []).filter((h) => holidayApplies(coverageOf(h), place));
    const dayType = resolveDayType(key.date, {
      rosterDayType: rosterRow?.day_type ?? null,
      holidays: applying.map((h) => ({ occasion: h.occasion, restricted: isRestricted({ restrictedHoliday: h.restricted_holiday }) })),
      weeks: weeksByMonth.get(key.date.slice(0, 7)) ?? null,
    });
    // The date's own swipes, and its neighbours' only where they fall in the shift's swipe window:
    // the engine applies the same window, so this changes nothing but the trace, which then names
    // the date's own stray punches rather than every punch of the days around it.
    const { shift, windowStart } = shiftOfRow(shiftRow);
    const daySwipes: Swipe[] = [];
    for (const [date, own] of [[shiftDate(key.date, -1), false], [key.date, true], [shiftDate(key.date, 1), false]] as const) {
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
        leaves: [],
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

function coverageOf(h: { all_state: boolean; all_location: boolean; state_list: { name: string }[]; location_list: { name: string }[]; restricted_holiday: string }): HolidayCoverage {
  return { allState: h.all_state, allLocation: h.all_location, stateList: h.state_list, locationList: h.location_list, restrictedHoliday: h.restricted_holiday };
}

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

/**
 * The Work Location master gains its `state` with the holidays work (spec 002); until then the
 * employee's state is unknown and only holidays for all states apply. Asked once per process.
 */
let stateColumn: Promise<boolean> | undefined;
function workLocationHasState(db: Db): Promise<boolean> {
  return (stateColumn ??= sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'master_work_location' AND column_name = 'state') AS found`
    .execute(db)
    .then((r) => r.rows[0].found));
}
