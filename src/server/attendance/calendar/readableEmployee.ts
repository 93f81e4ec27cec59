import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/AppError.js';
import { holdsInSession, type Right } from '../../auth/tenancy.js';
import { personName } from '../../../shared/personName.js';

/** Spec 001 §2 Attendance Info: whoever may open it reads any employee of the active organisation. */
export const ATTENDANCE_INFO: Right = { path: '/adminAttendance/adminAttendanceInfo', verb: 'view' };
/** The Attendance Muster's day cells open the same day details (docs/attendance-muster.md): its readers read any employee's day too. */
export const ATTENDANCE_MUSTER: Right = { path: '/adminAttendance/attendanceMuster', verb: 'view' };

/** The employee whose attendance a request reads, with what the calendar needs of them. */
export interface AttendanceSubject {
  id: number;
  empId: string;
  empName: string;
  dateOfJoining: string | null;
  /** A leaver's last working day (deactivation); null: still employed. */
  lastWorkingDay: string | null;
  /** The Work Location master row's name and state (null when the employee has none): which holidays apply. */
  workPlace: { location: string; state: string | null } | null;
}

/**
 * The one rule for reading attendance (docs/attendance-calendar.md): the caller's own always; a
 * direct reportee's for their reporting manager (approvals); anyone of the active organisation with
 * Attendance Info; nobody else (403). Another organisation's employee was already refused with 404
 * by the route's `owns` declaration; the query below is scoped to the active organisation as well.
 */
export async function readableEmployee(db: Db, auth: AuthContext, empId: string | undefined): Promise<AttendanceSubject> {
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select([
      'e.id',
      'e.emp_id',
      'e.first_name',
      'e.last_name',
      'e.date_of_joining',
      'e.last_working_day',
      'e.reporting_manager_id',
      // The Work Location master's state column belongs to the holidays area: read the row as jsonb so either shape works.
      sql<unknown>`(SELECT to_jsonb(w) FROM master_work_location w WHERE w.id = e.work_location_id)`.as('location'),
    ])
    .where('eo.organization_id', '=', auth.organizationId)
    .where(empId === undefined ? 'e.id' : 'e.emp_id', '=', empId === undefined ? auth.employeeId : empId.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  const mayRead = row.id === auth.employeeId || holdsInSession(auth, ATTENDANCE_INFO) || holdsInSession(auth, ATTENDANCE_MUSTER) || row.reporting_manager_id === auth.employeeId;
  if (!mayRead) throw forbidden("You may read your own attendance, your direct reportees' for approvals, or, with Attendance Info, your organisation's.");
  const location = (typeof row.location === 'string' ? JSON.parse(row.location) : row.location) as { name?: string; state?: string | null } | null;
  return {
    id: row.id,
    empId: row.emp_id,
    empName: personName(row.first_name, row.last_name),
    dateOfJoining: row.date_of_joining,
    lastWorkingDay: row.last_working_day,
    workPlace: location?.name ? { location: location.name, state: location.state ?? null } : null,
  };
}
