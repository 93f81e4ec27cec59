import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaveBalanceLine, SheetRowError } from '../../../shared/leaveBalanceSheet.js';
import { loadLeaveTypes } from '../leaveTypes.js';

/**
 * The checks of an opening-balance sheet that need the database: every Emp ID an employee mapped
 * to the caller's organisation (employee_organization) (one of another organisation reads as unknown: docs/tenancy.md), every type
 * one of the organisation's active, paid types. Answers the errors and the employees' ids by Emp ID.
 */
export async function checkBalanceReferences(db: Db, organizationId: number, lines: { row: number; line: LeaveBalanceLine }[]) {
  const empIds = [...new Set(lines.map(({ line }) => line.empId))];
  const employees = new Map<string, number>();
  if (empIds.length) {
    const { rows } = await sql<{ id: number; emp_id: string }>`
      SELECT e.id, upper(e.emp_id) AS emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
      WHERE eo.organization_id = ${organizationId} AND upper(e.emp_id) = ANY(${empIds}::text[])`.execute(db);
    for (const row of rows) employees.set(row.emp_id, row.id);
  }
  const types = await loadLeaveTypes(db, organizationId);
  const errors: SheetRowError[] = [];
  for (const { row, line } of lines) {
    if (!employees.has(line.empId)) errors.push({ row, field: 'Emp ID', message: `No employee ${line.empId} in this organisation` });
    const type = types.get(line.leaveType);
    if (!type) errors.push({ row, field: 'Leave Type', message: `Leave type ${line.leaveType} does not exist (types: ${[...types.keys()].join(', ')})` });
    else if (type.status !== 'Active') errors.push({ row, field: 'Leave Type', message: `Leave type ${line.leaveType} is inactive` });
    else if (!type.paid) errors.push({ row, field: 'Leave Type', message: `Leave type ${line.leaveType} is unpaid and keeps no balance` });
  }
  return { errors, employees };
}
