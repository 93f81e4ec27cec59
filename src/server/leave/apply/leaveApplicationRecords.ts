import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveApplicationStatus } from '../../db/tables.js';
import { loadLeaveTypes } from '../leaveTypes.js';
import type { LeaveApplicationRow, LeaveSession } from '../../../shared/leaveRecords.js';
import type { LeaveApplicationRecord, LeaveApplicationDayRecord } from '../../../shared/leave/leaveApplicationRecord.js';
import { localDay } from '../../db/localDay.js';
import { pageOf } from '../../http/pageOf.js';

/** Which applications a list shows: the caller's own, those applied to the caller, or the organisation's. */
export type LeaveScope = { employeeId: number } | { appliedToId: number } | { organizationWide: true };
export type LeaveListKey = 'Pending' | 'Approved';
export const LEAVE_PAGE_SIZE = 10;

/** The employee's Completed tab also shows withdrawn applications; an approver's only what was decided. */
const DECIDED: LeaveApplicationStatus[] = ['Approved', 'Partially Approved', 'Rejected', 'Cancelled'];
const statusesOf = (key: LeaveListKey, scope: LeaveScope): LeaveApplicationStatus[] =>
  key === 'Pending' ? ['Pending'] : 'employeeId' in scope ? [...DECIDED, 'Withdrawn'] : DECIDED;

export interface ListFilter {
  leaveType?: string;
  empId?: string;
  /** The approver's emp ID. */
  appliedTo?: string;
  /** Inclusive date range the application must touch. */
  from?: string;
  to?: string;
  search?: string;
}

function applications(db: Db, organizationId: number) {
  return db
    .selectFrom('leave_application as l')
    .innerJoin('employee as e', 'e.id', 'l.employee_id')
    .innerJoin('employee as a', 'a.id', 'l.applied_to_id')
    .where('l.organization_id', '=', organizationId);
}

/** One page (0-based) of applications in `scope` with the given statuses, newest first (or oldest with ASC). */
export async function listLeaveApplications(
  db: Db,
  organizationId: number,
  scope: LeaveScope,
  statuses: LeaveApplicationStatus[],
  page: number,
  options: ListFilter & { size?: number; ascending?: boolean } = {},
): Promise<{ content: LeaveApplicationRecord[]; totalElements: number; totalPages: number }> {
  const size = options.size ?? LEAVE_PAGE_SIZE;
  let base = applications(db, organizationId).where('l.status', 'in', statuses);
  if ('employeeId' in scope) base = base.where('l.employee_id', '=', scope.employeeId);
  if ('appliedToId' in scope) base = base.where('l.applied_to_id', '=', scope.appliedToId);
  if (options.leaveType) base = base.where('l.leave_type', '=', options.leaveType);
  if (options.empId) base = base.where('e.emp_id', '=', options.empId.trim().toUpperCase());
  if (options.appliedTo?.trim()) base = base.where('a.emp_id', '=', options.appliedTo.trim().toUpperCase());
  if (options.from) base = base.where('l.to_date', '>=', options.from);
  if (options.to) base = base.where('l.from_date', '<=', options.to);
  if (options.search?.trim()) {
    const like = `%${options.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('e.emp_id', 'ilike', like), eb(sql`e.first_name || ' ' || e.last_name`, 'ilike', like), eb('l.leave_code', 'ilike', like)]));
  }
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const direction = options.ascending ? 'asc' : 'desc';
  const ids = await base.select('l.id').orderBy('l.applied_at', direction).orderBy('l.id', direction).limit(size).offset(page * size).execute();
  const totalElements = Number(total);
  return pageOf(await readLeaveApplications(db, organizationId, ids.map((row) => row.id)), totalElements, size);
}

/** The page for a list key. */
export const listByKey = (db: Db, organizationId: number, scope: LeaveScope, key: LeaveListKey, page: number) =>
  listLeaveApplications(db, organizationId, scope, statusesOf(key, scope), page);

/** Spec 000 §4 writes the withdrawn state 'Withdraw'. */
/** The route that serves an application's uploaded document to those who may read it. */
export const leaveAttachmentUrl = (leaveCode: string) => `/api/leave/apply/${leaveCode}/attachment`;

const shownStatus = (status: string) => (status === 'Withdrawn' ? 'Withdraw' : status);

/** The applications with these ids, in the order given: the spec row plus their days and sessions. */
export async function readLeaveApplications(db: Db, organizationId: number, ids: readonly number[]): Promise<LeaveApplicationRecord[]> {
  if (ids.length === 0) return [];
  const heads = await applications(db, organizationId)
    .select([
      'l.id',
      'l.leave_code',
      'l.leave_type',
      'l.status',
      'l.reason',
      'l.remarks',
      'l.num_days',
      'l.from_sessions',
      'l.to_sessions',
      'l.attachment',
      'l.attachment_file',
      sql<string>`to_char(l.from_date, 'YYYY-MM-DD')`.as('from_date'),
      sql<string>`to_char(l.to_date, 'YYYY-MM-DD')`.as('to_date'),
      localDay('l.applied_at').as('applied_date'),
      'e.emp_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('emp_name'),
      'a.emp_id as applied_to',
      sql<string>`a.first_name || ' ' || a.last_name`.as('applied_to_name'),
    ])
    .where('l.id', 'in', [...ids])
    .execute();
  const days = await db
    .selectFrom('leave_application_day')
    .select(['application_id', sql<string>`to_char(leave_date, 'YYYY-MM-DD')`.as('date'), 'session1', 'session2', 'days', 'status', 'remarks'])
    .where('organization_id', '=', organizationId)
    .where('application_id', 'in', [...ids])
    .orderBy('leave_date')
    .execute();
  const types = await loadLeaveTypes(db, organizationId);
  const byId = new Map(heads.map((head) => [head.id, head]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const own: LeaveApplicationDayRecord[] = days
      .filter((day) => day.application_id === id)
      .map((day) => ({ date: day.date, sessions: [...(day.session1 ? [1 as const] : []), ...(day.session2 ? [2 as const] : [])], days: Number(day.days), status: shownStatus(day.status), remarks: day.remarks }));
    const row: LeaveApplicationRow = {
      id: head.id,
      appliedToName: head.applied_to_name,
      empId: head.emp_id,
      empName: head.emp_name,
      leaveCategory: types.get(head.leave_type)?.category ?? '',
      leaveType: head.leave_type,
      dateList: own.map((day) => day.date),
      numOfDays: Number(head.num_days),
      empReason: head.reason,
      appliedDate: head.applied_date,
      status: shownStatus(head.status),
      remarks: head.remarks,
      leaveCode: head.leave_code,
    };
    return [{ ...row, leaveName: types.get(head.leave_type)?.leaveName ?? head.leave_type, appliedTo: head.applied_to, fromDate: head.from_date, fromSessions: head.from_sessions.map(Number) as LeaveSession[], toDate: head.to_date, toSessions: head.to_sessions.map(Number) as LeaveSession[], attachment: head.attachment, attachmentUrl: head.attachment_file ? leaveAttachmentUrl(head.leave_code) : null, days: own }];
  });
}
