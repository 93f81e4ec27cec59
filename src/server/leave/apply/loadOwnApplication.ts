import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/AppError.js';

/** An application by its code in the organisation, with its employee and its counted days; 404 when none. */
export async function loadApplication(db: Db, organizationId: number, leaveCode: string) {
  const head = await db
    .selectFrom('leave_application as l')
    .innerJoin('employee as e', 'e.id', 'l.employee_id')
    .innerJoin('employee as a', 'a.id', 'l.applied_to_id')
    .select([
      'l.id',
      'l.leave_code',
      'l.leave_type',
      'l.employee_id',
      'l.applied_to_id',
      'l.status',
      'l.version',
      'l.attachment',
      'l.attachment_file',
      'e.emp_id',
      'e.official_email as employee_email',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'a.official_email as approver_email',
      'a.emp_id as approver_emp_id',
      sql<string>`a.first_name || ' ' || a.last_name`.as('approver_name'),
    ])
    .where('l.organization_id', '=', organizationId)
    .where('l.leave_code', '=', leaveCode)
    .executeTakeFirst();
  if (!head) throw notFound('Leave application not found');
  const days = await db
    .selectFrom('leave_application_day')
    .select([sql<string>`to_char(leave_date, 'YYYY-MM-DD')`.as('date'), 'days', 'status'])
    .where('organization_id', '=', organizationId)
    .where('application_id', '=', head.id)
    .orderBy('leave_date')
    .execute();
  return { ...head, days: days.map((day) => ({ date: day.date, days: Number(day.days), status: day.status })) };
}

export type LoadedApplication = Awaited<ReturnType<typeof loadApplication>>;
