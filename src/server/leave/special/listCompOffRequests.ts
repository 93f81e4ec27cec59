import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { REQUEST_PAGE_SIZE, type CompOffRecord, type RequestListKey, type RequestPage } from '../../../shared/leaveSpecialRecords.js';
import { localDay } from '../../db/localDay.js';
import { pageOf } from '../../http/pageOf.js';
import { personName } from '../../../shared/personName.js';

/** Whose claims a list shows: the caller's own, or those applied to the caller. */
export type CompOffScope = { employeeId: number } | { appliedToId: number };


/** One page (0-based) of comp-off claims, newest first: Pending, or Completed (decided; the employee's own also withdrawn). */
export async function listCompOffRequests(db: Db, organizationId: number, scope: CompOffScope, key: RequestListKey, page: number): Promise<RequestPage<CompOffRecord>> {
  const statuses = key === 'Pending' ? ['Pending'] : 'employeeId' in scope ? ['Approved', 'Rejected', 'Withdrawn'] : ['Approved', 'Rejected'];
  let base = db
    .selectFrom('comp_off_request as c')
    .innerJoin('employee as e', 'e.id', 'c.employee_id')
    .innerJoin('employee as a', 'a.id', 'c.applied_to_id')
    .where('c.organization_id', '=', organizationId)
    .where('c.status', 'in', statuses as CompOffRecord['status'][]);
  base = 'employeeId' in scope ? base.where('c.employee_id', '=', scope.employeeId) : base.where('c.applied_to_id', '=', scope.appliedToId);
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'c.request_code',
      'e.emp_id',
      'e.first_name',
      'e.last_name',
      sql<string>`to_char(c.worked_date, 'YYYY-MM-DD')`.as('worked_date'),
      'c.days',
      'c.reason',
      'a.emp_id as approver_emp_id',
      'a.first_name as approver_first',
      'a.last_name as approver_last',
      'c.status',
      'c.remarks',
      localDay('c.applied_at').as('applied_date'),
      localDay<string | null>('c.decided_at').as('decided_date'),
      sql<string | null>`to_char(c.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
    ])
    .orderBy('c.applied_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(REQUEST_PAGE_SIZE)
    .offset(page * REQUEST_PAGE_SIZE)
    .execute();
  const totalElements = Number(total);
  return pageOf(
    rows.map((row) => ({
      requestCode: row.request_code,
      empId: row.emp_id,
      employeeName: personName(row.first_name, row.last_name),
      workedDate: row.worked_date,
      days: Number(row.days),
      reason: row.reason,
      appliedTo: row.approver_emp_id,
      approverName: personName(row.approver_first, row.approver_last),
      status: row.status,
      remarks: row.remarks,
      appliedDate: row.applied_date,
      decidedDate: row.decided_date,
      expiresOn: row.expires_on,
    })),
    totalElements,
    REQUEST_PAGE_SIZE,
  );
}
