import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadCalendarText } from './dayCalendars.js';

/** One employee·date of an organisation to compute. */
export interface DayKey {
  employeeId: number;
  date: string;
}

/**
 * What the engine's inputs of some employee·dates are made of, as the database wrote it: each input
 * kind one JSON text (arrays of column values, dates 'YYYY-MM-DD'). It crosses to a pool thread as
 * a handful of flat strings, and assembleDayInputs builds the days there: the thread that waits on
 * the database neither parses a row per swipe nor builds or serializes objects.
 */
export interface DayBatch {
  /** The keys, in order. */
  employeeIds: number[];
  dates: string[];
  /** [[id, emp_id, shift_code, work location, its state, date_of_joining, last_working_day], …] */
  people: string;
  /** [[shift_code, in_time, out_time, grace_time, full_day_time, half_day_time, {the rules HR set}], …], the organisation's own rows first. */
  shifts: string;
  /** calendarTablesOf's text: the month's weekend policies and the range's active holidays. */
  calendar: string;
  /** [[employee_id, roster_date, shift_code, day_type, source], …] */
  roster: string;
  /**
   * The swipes of the keys' dates and their neighbours, flat, five values each, by employee, date
   * and time: employee_id, the attendance date as days since 1970-01-01, the wall time in the
   * organisation's zone as minutes since 1970-01-01 00:00 (seconds dropped), direction, device.
   */
  swipes: string;
  /** [[employee_id, attendance_date, regularization_code, work_type, start_time, end_time, sessions], …] by code */
  regularizations: string;
  /** [[employee_id, leave_date, leave_type, session1, session2], …] by leave code */
  leaves: string;
  /** [[employee_id, attendance_date, session1, session2, remarks, who (Emp ID and name), when (YYYY-MM-DD HH:mm)], …]: HR's overrides (absent: none) */
  overrides?: string;
}

/**
 * The rules HR sets per shift (issue 19 §2), as one object named as the engine's Shift names them;
 * the ones left unset are left out, so the engine applies today's behaviour.
 */
const SHIFT_RULES = sql`jsonb_strip_nulls(jsonb_build_object(
  'halfDayThresholdHours', half_day_threshold_hours, 'absentThresholdHours', absent_threshold_hours,
  'checkInBeforeMinutes', check_in_before_minutes, 'checkOutAfterMinutes', check_out_after_minutes,
  'earlyExitGraceTime', early_exit_grace_time, 'markLateIn', mark_late_in, 'markEarlyOut', mark_early_out,
  'breakStart', break_start, 'breakMinutes', break_minutes, 'hoursMode', hours_mode, 'workedOffDayPolicy', worked_off_day_policy))`;

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
 * else the keys themselves joined as two unnested arrays: one statement for the whole batch either
 * way. `dense` says which.
 */
export function keyFilter(keys: readonly DayKey[]) {
  let first = keys[0].date;
  let last = first;
  let low = Infinity;
  let high = -Infinity;
  for (const key of keys) {
    if (key.employeeId < low) low = key.employeeId;
    if (key.employeeId > high) high = key.employeeId;
    if (key.date < first) first = key.date;
    if (key.date > last) last = key.date;
  }
  const days = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
  const dense = keys.length >= RANGE_DENSITY * (high - low + 1) * days;
  const employees = sql.val(keys.map((k) => k.employeeId));
  const dates = sql.val(keys.map((k) => k.date));
  const keyed = (employee: RawBuilder<unknown>, date: RawBuilder<unknown>, widen = 0) =>
    dense
      ? sql`${employee} BETWEEN ${low} AND ${high} AND ${date} BETWEEN ${shiftDate(first, -widen)}::date AND ${shiftDate(last, widen)}::date`
      : widen === 0
        ? sql`(${employee}, ${date}) IN (SELECT * FROM unnest(${employees}::integer[], ${dates}::date[]))`
        : sql`(${employee}, ${date}) IN (SELECT DISTINCT k.e, (k.d + o.days)::date FROM unnest(${employees}::integer[], ${dates}::date[]) AS k(e, d) CROSS JOIN generate_series(${-widen}::integer, ${widen}::integer) AS o(days))`;
  return { keyed, dense, first, last };
}

/**
 * The keys cut at `starts` (indices into keys, the first 0): which part a row of an employee falls
 * in, in SQL, and the parts' answers gathered from `(part, text)` rows. A part holds whole
 * employees (the caller cuts there), so its swipes of neighbouring dates come with it.
 */
export function keyParts(keys: readonly DayKey[], starts: readonly number[]) {
  const bounds = sql.val(starts.slice(1).map((start) => keys[start].employeeId));
  return {
    partOf: (employee: RawBuilder<unknown>) => sql<number>`width_bucket(${employee}, ${bounds}::integer[])`,
    texts: (rows: readonly { part: number; text: string }[], empty = '[]') => {
      const texts = starts.map(() => empty);
      for (const row of rows) texts[row.part] = row.text;
      return texts;
    },
  };
}

/**
 * The engine's inputs for many employee·dates of one organisation at once (docs/attendance-engine.md,
 * "The processor"), as texts for assembleDayInputs, one DayBatch per part of the keys cut at
 * `starts` (each part holding whole employees): one statement per input kind for them all, never
 * one per employee. Swipes are those stored under the date and its neighbours; approved
 * regularization dates, approved leave days (leave_application_day) and HR's overrides are read; the shift master
 * and the calendar are read once and given to every part.
 */
export async function loadDayBatches(db: Db, organizationId: number, keys: readonly DayKey[], timeZone: string, starts: readonly number[] = [0]): Promise<DayBatch[]> {
  if (keys.length === 0) return [];
  const { keyed, first, last } = keyFilter(keys);
  const { partOf, texts } = keyParts(keys, starts);
  const employeeIds = [...new Set(keys.map((k) => k.employeeId))];
  type Parts = { part: number; text: string };

  const [people, shifts, calendar, roster, swipes, regularizations, leaves, overrides] = await Promise.all([
    sql<Parts>`
      SELECT ${partOf(sql`e.id`)} AS part, json_agg(json_build_array(e.id, e.emp_id, e.shift_code, wl.name, wl.state, e.date_of_joining, e.last_working_day))::text AS text
      FROM employee e LEFT JOIN master_work_location wl ON wl.id = e.work_location_id
      WHERE e.id = ANY(${sql.val(employeeIds)}::integer[])
      GROUP BY 1`.execute(db),
    // The organisation's own rows first, then rows shared by every organisation.
    sql<{ text: string | null }>`
      SELECT json_agg(json_build_array(shift_code, in_time, out_time, grace_time, full_day_time, half_day_time, ${SHIFT_RULES}) ORDER BY organization_id NULLS LAST, id)::text AS text
      FROM master_shift_master
      WHERE (organization_id = ${organizationId} OR organization_id IS NULL) AND in_time IS NOT NULL AND out_time IS NOT NULL`.execute(db),
    loadCalendarText(db, organizationId, first, last),
    sql<Parts>`
      SELECT ${partOf(sql`r.employee_id`)} AS part, json_agg(json_build_array(r.employee_id, r.roster_date, r.shift_code, r.day_type, r.source))::text AS text
      FROM shift_roster r
      WHERE r.organization_id = ${organizationId} AND ${keyed(sql`r.employee_id`, sql`r.roster_date`)}
      GROUP BY 1`.execute(db),
    // Each swipe once, the keys' dates and their neighbours, on swipe_employee_day_idx.
    sql<Parts>`
      SELECT ${partOf(sql`s.employee_id`)} AS part,
        '[' || string_agg(concat_ws(',', s.employee_id, s.attendance_date - DATE '1970-01-01',
          floor(date_part('epoch', s.log_date_time AT TIME ZONE ${timeZone}) / 60)::integer,
          coalesce(to_json(s.direction)::text, 'null'), coalesce(to_json(s.device_name)::text, 'null')), ','
          ORDER BY s.employee_id, s.attendance_date, s.log_date_time) || ']' AS text
      FROM swipe s
      WHERE s.organization_id = ${organizationId} AND ${keyed(sql`s.employee_id`, sql`s.attendance_date`, 1)}
      GROUP BY 1`.execute(db),
    sql<Parts>`
      SELECT ${partOf(sql`rd.employee_id`)} AS part,
        json_agg(json_build_array(rd.employee_id, rd.attendance_date, r.regularization_code, rd.work_type, rd.start_time, rd.end_time, rd.sessions) ORDER BY r.regularization_code)::text AS text
      FROM regularization_date rd
      JOIN regularization r ON r.organization_id = rd.organization_id AND r.id = rd.regularization_id
      WHERE rd.organization_id = ${organizationId} AND ${keyed(sql`rd.employee_id`, sql`rd.attendance_date`)} AND rd.status = 'Approved'
      GROUP BY 1`.execute(db),
    sql<Parts>`
      SELECT ${partOf(sql`d.employee_id`)} AS part,
        json_agg(json_build_array(d.employee_id, d.leave_date, a.leave_type, d.session1, d.session2) ORDER BY a.leave_code)::text AS text
      FROM leave_application_day d
      JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
      WHERE d.organization_id = ${organizationId} AND ${keyed(sql`d.employee_id`, sql`d.leave_date`)} AND d.status = 'Approved'
      GROUP BY 1`.execute(db),
    sql<Parts>`
      SELECT ${partOf(sql`o.employee_id`)} AS part,
        json_agg(json_build_array(o.employee_id, o.attendance_date, o.session1, o.session2, o.remarks,
          trim(o.overridden_by || ' ' || coalesce(nullif(trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')), ''), '')),
          to_char(o.overridden_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI')))::text AS text
      FROM attendance_override o LEFT JOIN employee b ON b.emp_id = o.overridden_by
      WHERE o.organization_id = ${organizationId} AND ${keyed(sql`o.employee_id`, sql`o.attendance_date`)}
      GROUP BY 1`.execute(db),
  ]);

  const [peopleTexts, rosterTexts, swipeTexts, regularizationTexts, leaveTexts, overrideTexts] = [people, roster, swipes, regularizations, leaves, overrides].map((result) => texts(result.rows));
  const shiftText = shifts.rows[0]?.text ?? '[]';
  return starts.map((start, part) => {
    const end = starts[part + 1] ?? keys.length;
    const partKeys = keys.slice(start, end);
    return {
      employeeIds: partKeys.map((k) => k.employeeId),
      dates: partKeys.map((k) => k.date),
      people: peopleTexts[part],
      shifts: shiftText,
      calendar,
      roster: rosterTexts[part],
      swipes: swipeTexts[part],
      regularizations: regularizationTexts[part],
      leaves: leaveTexts[part],
      overrides: overrideTexts[part],
    };
  });
}
