import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { recordAudit } from '../audit/recordAudit.js';
import { badRequest, notFound } from '../http/AppError.js';
import { personName } from '../../shared/personName.js';
import { cycleMessage, selfReportMessage, selfReviewMessage } from '../../shared/reportingChain.js';
import { currentEmployee } from './currentEmployee.js';

/** An employee of the active organisation as a reporting-line change reads them. */
export interface LinePerson {
  id: number;
  empId: string;
  name: string;
}

/** What a change asks: each line given is set (an Emp ID, or null for none); a line left out stays. */
export interface LineChange {
  reportingManager?: string | null;
  reviewer?: string | null;
}

/** How many pending requests followed each changed line to its new approver, by kind. */
export interface MovedRequests {
  leave: number;
  regularization: number;
  compOff: number;
  onsite: number;
}

type Auth = Pick<AuthContext, 'organizationId' | 'employeeId'>;

const member = (db: Db, organizationId: number) =>
  db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', organizationId))
    .select(['e.id', 'e.emp_id', 'e.first_name', 'e.last_name', 'e.reporting_manager_id', 'e.reviewer_id']);

const toPerson = (row: { id: number; emp_id: string; first_name: string; last_name: string }): LinePerson => ({ id: row.id, empId: row.emp_id, name: personName(row.first_name, row.last_name) });

/** The organisation's employee with this Emp ID, or 404 'Employee not found' (another organisation's too). */
export async function employeeOfOrganization(db: Db, organizationId: number, empId: string) {
  const row = await member(db, organizationId).select(['e.status', 'e.last_working_day']).where('e.emp_id', '=', empId.trim().toUpperCase()).executeTakeFirst();
  if (!row) throw notFound('Employee not found');
  return row;
}

/** A new approver: a current employee of the organisation, else 400 naming the line. */
async function approverOf(db: Db, organizationId: number, empId: string, line: string): Promise<LinePerson> {
  const row = await member(db, organizationId).where('e.emp_id', '=', empId.trim().toUpperCase()).where(currentEmployee('e')).executeTakeFirst();
  if (!row) throw badRequest(`${line} ${empId.trim().toUpperCase()} is not a current employee of this organisation`);
  return toPerson(row);
}

/** `from` and the chain of reporting managers above them, nearest first (the depth guard ends a cycle written outside the product). */
async function chainAbove(db: Db, fromId: number): Promise<{ id: number; emp_id: string }[]> {
  const { rows } = await sql<{ id: number; emp_id: string; depth: number }>`
    WITH RECURSIVE up(id, emp_id, manager_id, depth) AS (
      SELECT e.id, e.emp_id, e.reporting_manager_id, 0 FROM employee e WHERE e.id = ${fromId}
      UNION ALL
      SELECT m.id, m.emp_id, m.reporting_manager_id, up.depth + 1 FROM up JOIN employee m ON m.id = up.manager_id WHERE up.depth < 10000
    )
    SELECT id, emp_id, depth FROM up ORDER BY depth`.execute(db);
  return rows;
}

/** Recomputes the reporting-manager and reviewer flags of the people a change touched. */
async function refreshFlags(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await sql`
    UPDATE employee e SET
      is_reporting_manager = EXISTS (SELECT 1 FROM employee r WHERE r.reporting_manager_id = e.id),
      is_reviewer = EXISTS (SELECT 1 FROM employee r WHERE r.reviewer_id = e.id)
    WHERE e.id IN (${sql.join(ids)})`.execute(db);
}

/** Moves the employee's pending requests applied to `from` over to `to`. */
async function movePending(db: Db, organizationId: number, employeeId: number, from: number, to: number, moved: MovedRequests): Promise<void> {
  const count = (result: { numUpdatedRows: bigint }[]) => Number(result[0]?.numUpdatedRows ?? 0);
  moved.leave += count(await db.updateTable('leave_application').set({ applied_to_id: to }).where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).where('applied_to_id', '=', from).where('status', '=', 'Pending').execute());
  moved.regularization += count(await db.updateTable('regularization').set({ applied_to_id: to }).where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).where('applied_to_id', '=', from).where('status', '=', 'Pending').execute());
  moved.compOff += count(await db.updateTable('comp_off_request').set({ applied_to_id: to }).where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).where('applied_to_id', '=', from).where('status', '=', 'Pending').execute());
  moved.onsite += count(await db.updateTable('onsite_attendance').set({ approver_id: to }).where('organization_id', '=', organizationId).where('employee_id', '=', employeeId).where('approver_id', '=', from).where('status', '=', 'Pending').execute());
}

/**
 * Changes an employee's reporting manager and/or reviewer (docs/people.md, "Reporting lines"):
 * the new ones are current employees of the organisation; nobody reports to or reviews themselves,
 * and a reporting manager may not sit below the employee (a cycle) — each a 400 that writes nothing.
 * Pending leave, regularization, comp-off and onsite requests applied to the old approver follow to
 * the new one unless the organisation chose 'leave'; the change is in the audit trail. Run it in a
 * transaction: every write of a change (and of a batch of them) commits together.
 */
export async function changeReportingLine(db: Db, auth: Auth, empId: string, change: LineChange) {
  const employee = await employeeOfOrganization(db, auth.organizationId, empId);
  const who = employee.emp_id;
  const pick = async (value: string | null | undefined, line: string, current: number | null): Promise<LinePerson | null | undefined> => {
    if (value === undefined) return undefined;
    if (value === null || !value.trim()) return null;
    const person = await approverOf(db, auth.organizationId, value, line);
    if (person.id === employee.id) throw badRequest(line === 'Reporting manager' ? selfReportMessage(who) : selfReviewMessage(who));
    return person.id === current ? undefined : person;
  };
  const manager = await pick(change.reportingManager, 'Reporting manager', employee.reporting_manager_id);
  const reviewer = await pick(change.reviewer, 'Reviewer', employee.reviewer_id);
  if (manager) {
    const chain = await chainAbove(db, manager.id);
    const at = chain.findIndex((link) => link.id === employee.id);
    if (at >= 0) {
      throw badRequest(cycleMessage(who, manager.empId, chain.slice(0, at + 1).map((link) => link.emp_id)));
    }
  }
  const organization = await db.selectFrom('organization').select('pending_requests_on_line_change').where('id', '=', auth.organizationId).executeTakeFirstOrThrow();
  const moveRequests = (organization.pending_requests_on_line_change ?? 'move') === 'move';
  const moved: MovedRequests = { leave: 0, regularization: 0, compOff: 0, onsite: 0 };
  const before = { reportingManagerId: employee.reporting_manager_id, reviewerId: employee.reviewer_id };
  const set: { reporting_manager_id?: number | null; reviewer_id?: number | null } = {};
  if (manager !== undefined) set.reporting_manager_id = manager?.id ?? null;
  if (reviewer !== undefined) set.reviewer_id = reviewer?.id ?? null;
  if (Object.keys(set).length === 0) return { empId: who, changed: false, moved };
  await db.updateTable('employee').set({ ...set, updated_at: new Date() }).where('id', '=', employee.id).execute();
  if (moveRequests) {
    // A line removed (null) leaves its requests where they are: there is nobody to move them to.
    if (manager && before.reportingManagerId !== null) await movePending(db, auth.organizationId, employee.id, before.reportingManagerId, manager.id, moved);
    if (reviewer && before.reviewerId !== null && before.reviewerId !== before.reportingManagerId) await movePending(db, auth.organizationId, employee.id, before.reviewerId, reviewer.id, moved);
  }
  await refreshFlags(db, [before.reportingManagerId, before.reviewerId, manager?.id, reviewer?.id].filter((id): id is number => typeof id === 'number'));
  const empIdOf = async (id: number | null) => (id === null ? null : (await db.selectFrom('employee').select('emp_id').where('id', '=', id).executeTakeFirstOrThrow()).emp_id);
  await recordAudit(db, auth, {
    entity: 'employee',
    entityId: who,
    action: 'reporting-line',
    before: { reportingManager: await empIdOf(before.reportingManagerId), reviewer: await empIdOf(before.reviewerId) },
    after: {
      reportingManager: manager === undefined ? await empIdOf(before.reportingManagerId) : (manager?.empId ?? null),
      reviewer: reviewer === undefined ? await empIdOf(before.reviewerId) : (reviewer?.empId ?? null),
      pendingRequests: moveRequests ? 'moved' : 'left',
      moved,
    },
  });
  return { empId: who, changed: true, moved };
}
