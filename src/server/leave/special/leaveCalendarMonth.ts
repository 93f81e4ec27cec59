import { endOfMonth, format } from 'date-fns';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { LEAVE_CALENDAR_MAX_ENTRIES, type LeaveCalendarEntry, type LeaveCalendarMonth, type LeaveCalendarScope } from '../../../shared/leaveSpecialRecords.js';
import { personName } from '../../../shared/personName.js';

/** Whose leaves a calendar shows: the caller's own; the caller, their reportees and their peers under the same manager; or the organisation's. */
function whose(scope: LeaveCalendarScope, employeeId: number) {
  if (scope === 'mine') return sql`AND e.id = ${employeeId}`;
  if (scope === 'team') {
    return sql`AND (e.id = ${employeeId} OR e.reporting_manager_id = ${employeeId}
      OR e.reporting_manager_id = (SELECT me.reporting_manager_id FROM employee me WHERE me.id = ${employeeId}))`;
  }
  return sql``;
}

/**
 * A month (MM-YYYY) of pending and approved leave dates for the scope, with the type's name, at most
 * LEAVE_CALENDAR_MAX_ENTRIES dates (truncated says when more matched). `department` narrows by the
 * employee's department; the organisation scope also lists the departments for its filter.
 */
export async function leaveCalendarMonth(
  db: Db,
  organizationId: number,
  employeeId: number,
  query: { month: string; scope: LeaveCalendarScope; department?: string },
): Promise<LeaveCalendarMonth> {
  const [month, year] = query.month.split('-');
  const from = `${year}-${month}-01`;
  const to = format(endOfMonth(new Date(Number(year), Number(month) - 1, 1)), 'yyyy-MM-dd');
  const department = query.department?.trim();
  const { rows } = await sql<{
    leave_code: string;
    emp_id: string;
    first_name: string;
    last_name: string;
    department: string | null;
    leave_type: string;
    leave_name: string | null;
    date: string;
    session1: boolean;
    session2: boolean;
    status: 'Pending' | 'Approved';
  }>`
    SELECT a.leave_code, e.emp_id, e.first_name, e.last_name, e.department, a.leave_type,
      (SELECT t.leave_name FROM master_leave_type_category t WHERE t.organization_id = a.organization_id AND t.code = a.leave_type) AS leave_name,
      to_char(d.leave_date, 'YYYY-MM-DD') AS date, d.session1, d.session2, d.status
    FROM leave_application_day d
    JOIN leave_application a ON a.organization_id = d.organization_id AND a.id = d.application_id
    JOIN employee e ON e.id = d.employee_id
    WHERE d.organization_id = ${organizationId} AND d.status IN ('Pending', 'Approved')
      AND d.leave_date BETWEEN ${from} AND ${to}
      ${whose(query.scope, employeeId)}
      ${department ? sql`AND lower(e.department) = lower(${department})` : sql``}
    ORDER BY d.leave_date, e.emp_id, a.leave_code
    LIMIT ${LEAVE_CALENDAR_MAX_ENTRIES + 1}`.execute(db);
  const entries: LeaveCalendarEntry[] = rows.slice(0, LEAVE_CALENDAR_MAX_ENTRIES).map((row) => ({
    leaveCode: row.leave_code,
    empId: row.emp_id,
    employeeName: personName(row.first_name, row.last_name),
    department: row.department,
    leaveType: row.leave_type,
    leaveName: row.leave_name ?? row.leave_type,
    date: row.date,
    sessions: [...(row.session1 ? [1 as const] : []), ...(row.session2 ? [2 as const] : [])],
    status: row.status,
  }));
  const departments =
    query.scope === 'organization'
      ? (
          await sql<{ department: string }>`
            SELECT DISTINCT e.department FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
            WHERE eo.organization_id = ${organizationId} AND coalesce(e.department, '') <> '' ORDER BY e.department`.execute(db)
        ).rows.map((row) => row.department)
      : [];
  return { month: query.month, scope: query.scope, entries, truncated: rows.length > LEAVE_CALENDAR_MAX_ENTRIES, departments };
}
