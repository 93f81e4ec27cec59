import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { REQUEST_PAGE_SIZE, type EncashmentRecord, type RequestListKey, type RequestPage } from '../../../shared/leaveSpecialRecords.js';
import { localDay } from '../../db/localDay.js';
import { pageOf } from '../../http/pageOf.js';
import { personName } from '../../../shared/personName.js';

/** Whose encashments a list shows: the caller's own, or the organisation's (HR's approval screen). */
export type EncashmentScope = { employeeId: number } | { organizationWide: true };

/** One page (0-based) of encashments, newest first: Pending, or Completed (decided; the employee's own also withdrawn). */
export async function listEncashments(db: Db, organizationId: number, scope: EncashmentScope, key: RequestListKey, page: number): Promise<RequestPage<EncashmentRecord>> {
  const statuses: EncashmentRecord['status'][] = key === 'Pending' ? ['Pending'] : 'employeeId' in scope ? ['Approved', 'Rejected', 'Withdrawn'] : ['Approved', 'Rejected'];
  let base = db
    .selectFrom('leave_encashment as x')
    .innerJoin('employee as e', 'e.id', 'x.employee_id')
    .leftJoin('employee as d', 'd.id', 'x.decided_by')
    .where('x.organization_id', '=', organizationId)
    .where('x.status', 'in', statuses);
  if ('employeeId' in scope) base = base.where('x.employee_id', '=', scope.employeeId);
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'x.encashment_code',
      'e.emp_id',
      'e.first_name',
      'e.last_name',
      'e.department',
      'x.leave_type',
      // Leave types are a schema master (no typed table): the name is read beside the row.
      sql<string | null>`(SELECT t.leave_name FROM master_leave_type_category t WHERE t.organization_id = x.organization_id AND t.code = x.leave_type)`.as('leave_name'),
      'x.leave_year',
      'x.days',
      'x.reason',
      'x.status',
      'x.remarks',
      localDay('x.applied_at').as('applied_date'),
      'd.emp_id as decided_by',
      localDay<string | null>('x.decided_at').as('decided_date'),
    ])
    .orderBy('x.applied_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(REQUEST_PAGE_SIZE)
    .offset(page * REQUEST_PAGE_SIZE)
    .execute();
  const totalElements = Number(total);
  return pageOf(
    rows.map((row) => ({
      encashmentCode: row.encashment_code,
      empId: row.emp_id,
      employeeName: personName(row.first_name, row.last_name),
      department: row.department,
      leaveType: row.leave_type,
      leaveName: row.leave_name ?? row.leave_type,
      leaveYear: row.leave_year,
      days: Number(row.days),
      reason: row.reason,
      status: row.status,
      remarks: row.remarks,
      appliedDate: row.applied_date,
      decidedBy: row.decided_by,
      decidedDate: row.decided_date,
    })),
    totalElements,
    REQUEST_PAGE_SIZE,
  );
}
