import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

/** Which employee·dates an input change touches: some employees (or every employee of the organisation) over a date range. */
export interface DirtySelection {
  /** employee.id values; absent means every employee of the organisation. */
  employeeIds?: readonly number[];
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

/**
 * The statement that marks the employee·dates a query gives (columns employee_id, attendance_date):
 * a writer that knows its changed days only in SQL marks them in the statement that writes them
 * (a data-modifying WITH), so the keys never travel to the server and back.
 */
export function dirtyMarksFrom(organizationId: number, keys: RawBuilder<unknown>) {
  return sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT ${organizationId}::integer, k.employee_id, k.attendance_date, clock_timestamp()
    FROM (SELECT DISTINCT employee_id, attendance_date FROM (${keys}) AS q(employee_id, attendance_date)) AS k
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET marked_at = excluded.marked_at`;
}

/**
 * Marks employee·dates for the attendance processor, inside the transaction that changes their
 * inputs (a swipe, a shift, a roster row, a holiday, a weekend policy, a lock, a regularization
 * decision, a leave, an override), so a change is never committed without its mark. A mark made
 * again refreshes marked_at. While a batch computes, its marks are deleted but locked: a mark made
 * again then waits for the batch's commit and inserts anew, so the change is processed again
 * rather than lost (docs/attendance-engine.md, "Marks").
 */
export async function markAttendanceDirty(db: Db, organizationId: number, selection: DirtySelection): Promise<void> {
  if (selection.employeeIds?.length === 0) return;
  // Only employees that exist (attendance_dirty has no foreign key: migration 0028), checked once
  // per employee rather than once per employee·date.
  const employees = selection.employeeIds
    ? sql`SELECT id AS employee_id FROM employee WHERE id = ANY(${sql.val([...selection.employeeIds])}::integer[])`
    : sql`SELECT employee_id FROM employee_organization WHERE organization_id = ${organizationId}`;
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT ${organizationId}, e.employee_id, d::date, clock_timestamp()
    FROM (${employees}) e
    CROSS JOIN generate_series(${selection.from}::date, ${selection.to}::date, interval '1 day') d
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET marked_at = excluded.marked_at`.execute(db);
}

/**
 * markAttendanceDirty for one date range per employee, in one statement: the month end decides
 * hundreds of requests at once, an override or an imported muster row names single days. A day
 * named twice (two requests of one employee over one date) is marked once, as ON CONFLICT needs.
 */
export async function markAttendanceDirtyRanges(db: Db, organizationId: number, ranges: readonly { employeeId: number; from: string; to: string }[]): Promise<void> {
  if (!ranges.length) return;
  await sql`
    INSERT INTO attendance_dirty (organization_id, employee_id, attendance_date, marked_at)
    SELECT ${organizationId}::integer, k.employee_id, k.day, clock_timestamp()
    FROM (
      SELECT DISTINCT r.employee_id, d::date AS day
      FROM unnest(${sql.val(ranges.map((r) => r.employeeId))}::integer[], ${sql.val(ranges.map((r) => r.from))}::date[], ${sql.val(ranges.map((r) => r.to))}::date[]) AS r(employee_id, from_date, to_date)
      CROSS JOIN LATERAL generate_series(r.from_date, r.to_date, interval '1 day') d
    ) k
    JOIN employee e ON e.id = k.employee_id
    ON CONFLICT (organization_id, employee_id, attendance_date) DO UPDATE SET marked_at = excluded.marked_at`.execute(db);
}

/** Marks exactly these employee·dates (an override, an imported muster row). */
export async function markAttendanceDaysDirty(db: Db, organizationId: number, days: readonly { employeeId: number; date: string }[]): Promise<void> {
  await markAttendanceDirtyRanges(db, organizationId, days.map((day) => ({ employeeId: day.employeeId, from: day.date, to: day.date })));
}
