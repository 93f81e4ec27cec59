import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/AppError.js';

/** An application by its code in the organisation, with its employee and its counted days; 404 when none. */
export async function loadApplication(db: Db, organizationId: number, leaveCode: string) {
  const [application] = await loadApplications(db, organizationId, [leaveCode]);
  return application;
}

/**
 * Applications by their codes, in the order given, each with its employee and counted days, in two
 * statements however many (the month end decides hundreds at once); 404 for a code not found.
 */
export async function loadApplications(db: Db, organizationId: number, leaveCodes: readonly string[]) {
  if (!leaveCodes.length) return [];
  const heads = await db
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
    .where('l.leave_code', 'in', [...leaveCodes])
    .execute();
  const byCode = new Map(heads.map((head) => [head.leave_code, head]));
  const missing = leaveCodes.find((code) => !byCode.has(code));
  if (missing !== undefined) throw notFound('Leave application not found');
  const days = await db
    .selectFrom('leave_application_day')
    .select(['application_id', sql<string>`to_char(leave_date, 'YYYY-MM-DD')`.as('date'), 'days', 'status'])
    .where('organization_id', '=', organizationId)
    .where('application_id', 'in', heads.map((head) => head.id))
    .orderBy('application_id')
    .orderBy('leave_date')
    .execute();
  const daysOf = new Map<number, { date: string; days: number; status: (typeof days)[number]['status'] }[]>();
  for (const day of days) {
    if (!daysOf.has(day.application_id)) daysOf.set(day.application_id, []);
    daysOf.get(day.application_id)!.push({ date: day.date, days: Number(day.days), status: day.status });
  }
  return leaveCodes.map((code) => {
    const head = byCode.get(code)!;
    return { ...head, days: daysOf.get(head.id) ?? [] };
  });
}

export type LoadedApplication = Awaited<ReturnType<typeof loadApplication>>;
