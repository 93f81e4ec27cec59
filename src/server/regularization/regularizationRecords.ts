import { sql } from 'kysely';
import { DEFAULT_SHIFT_CODE } from '../../shared/shiftTimes.js';
import type { Db } from '../db/database.js';
import type { RegularizationStatus } from '../db/tables.js';
import { REGULARIZATION_PAGE_SIZE } from '../../shared/regularizationRules.js';
import type { RegularizationPage, RegularizationRecord } from '../../shared/regularizationRecord.js';
import { localDay } from '../db/localDay.js';
import { pageOf } from '../http/pageOf.js';
import { personName } from '../../shared/personName.js';

/** Which requests a list shows: the caller's own, those applied to the caller, or the organisation's. */
export type RegularizationScope = { employeeId: number } | { appliedToId: number } | { organizationWide: true };

/** The list keys of spec 000 §4 / spec 001 §7: Pending, or Approved meaning every decided request. */
export type ListKey = 'Pending' | 'Approved';

/** The employee's Completed tab also shows withdrawn requests; an approver's shows only decided ones. */
const DECIDED: RegularizationStatus[] = ['Approved', 'Partially Approved', 'Rejected'];
const statusesOf = (key: ListKey, scope: RegularizationScope): RegularizationStatus[] =>
  key === 'Pending' ? ['Pending'] : 'employeeId' in scope ? [...DECIDED, 'Withdrawn'] : DECIDED;

/** Spec 000 §4 writes the withdrawn state 'Withdraw'. */
export const shownStatus = (status: string) => (status === 'Withdrawn' ? 'Withdraw' : status);

function requests(db: Db, organizationId: number) {
  return db
    .selectFrom('regularization as r')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .innerJoin('employee as a', 'a.id', 'r.applied_to_id')
    .leftJoin('employee as d', 'd.id', 'r.decided_by')
    .where('r.organization_id', '=', organizationId);
}

/** One page (0-based) of requests in `scope` by list key, newest first. */
export async function listRegularizations(db: Db, organizationId: number, scope: RegularizationScope, key: ListKey, page: number): Promise<RegularizationPage> {
  let base = requests(db, organizationId).where('r.status', 'in', statusesOf(key, scope));
  if ('employeeId' in scope) base = base.where('r.employee_id', '=', scope.employeeId);
  if ('appliedToId' in scope) base = base.where('r.applied_to_id', '=', scope.appliedToId);
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const ids = await base
    .select('r.id')
    .orderBy('r.applied_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REGULARIZATION_PAGE_SIZE)
    .offset(page * REGULARIZATION_PAGE_SIZE)
    .execute();
  const totalElements = Number(total);
  return pageOf(await readRegularizations(db, organizationId, ids.map((row) => row.id)), totalElements, REGULARIZATION_PAGE_SIZE);
}

/** The requests with these ids, in the order given, each with its applied dates. */
export async function readRegularizations(db: Db, organizationId: number, ids: readonly number[]): Promise<RegularizationRecord[]> {
  if (ids.length === 0) return [];
  const heads = await requests(db, organizationId)
    .select([
      'r.id',
      'r.regularization_code',
      'r.status',
      'r.remarks',
      'r.reject_reason',
      // The organisation's calendar day, as the attendance clock reads it.
      localDay('r.applied_at').as('applied_date'),
      localDay<string | null>('r.decided_at').as('decided_date'),
      'e.emp_id',
      'e.first_name',
      'e.last_name',
      'e.department',
      'e.shift_code',
      'a.emp_id as approver_emp_id',
      'a.first_name as approver_first_name',
      'a.last_name as approver_last_name',
      'a.department as approver_department',
      'd.emp_id as decided_by',
    ])
    .where('r.id', 'in', [...ids])
    .execute();
  const dates = await db
    .selectFrom('regularization_date as rd')
    .leftJoin('attendance_day as ad', (join) =>
      join.onRef('ad.organization_id', '=', 'rd.organization_id').onRef('ad.employee_id', '=', 'rd.employee_id').onRef('ad.attendance_date', '=', 'rd.attendance_date'),
    )
    .select([
      'rd.regularization_id',
      sql<string>`to_char(rd.attendance_date, 'YYYY-MM-DD')`.as('attendance_date'),
      'rd.work_type',
      'rd.start_time',
      'rd.end_time',
      'rd.sessions',
      'rd.reason',
      'rd.status',
      'rd.approver_remarks',
      'ad.shift_code',
    ])
    .where('rd.organization_id', '=', organizationId)
    .where('rd.regularization_id', 'in', [...ids])
    .orderBy('rd.attendance_date')
    .execute();
  const byId = new Map(heads.map((head) => [head.id, head]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const own = dates.filter((row) => row.regularization_id === id);
    return [
      {
        regularizationCode: head.regularization_code,
        empId: head.emp_id,
        employeeName: personName(head.first_name, head.last_name),
        employeeDept: head.department,
        appliedTo: head.approver_emp_id,
        approverName: personName(head.approver_first_name, head.approver_last_name),
        approverDept: head.approver_department,
        appliedDate: head.applied_date,
        status: shownStatus(head.status),
        noOfDays: own.length,
        regularizationDates: own.map((row) => row.attendance_date),
        remarks: head.reject_reason,
        employeeRemark: head.remarks,
        decidedBy: head.decided_by,
        decidedDate: head.decided_date,
        appliedRegularizations: own.map((row) => ({
          attendanceDate: row.attendance_date,
          status: shownStatus(row.status),
          approverRemarks: row.approver_remarks,
          shift: row.shift_code ?? head.shift_code ?? DEFAULT_SHIFT_CODE,
          startTime: row.start_time,
          endTime: row.end_time,
          reason: row.reason,
          regularizationStatus: row.work_type,
          sessions: row.sessions,
          empId: head.emp_id,
          regularizationCode: head.regularization_code,
        })),
      },
    ];
  });
}
