import { depthOf } from '../../shared/reportingChain.js';
import type { Db } from '../db/database.js';
import { changeReportingLine, type LineChange } from './reportingLine.js';

type Auth = Parameters<typeof changeReportingLine>[1];

/** An employee's reporting line as a file leaves it (Emp IDs). */
export interface SheetLineChange {
  empId: string;
  change: Required<LineChange>;
}

/**
 * The reporting lines a bulk upload changes, each through the single change (reportingLine.ts:
 * pending requests follow by the organisation's choice, audited), once per changed employee, in the
 * caller's transaction. They are applied from the top of the tree as the file leaves it down, so a
 * file that turns a line around (B under A becomes A under B, B under C) never passes through a
 * cycle on the way: whoever is above someone already has their new line.
 */
export async function applyReportingLines(trx: Db, auth: Auth, changes: readonly SheetLineChange[]): Promise<void> {
  if (!changes.length) return;
  const rows = await trx
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', auth.organizationId))
    .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
    .select(['e.emp_id', 'm.emp_id as manager'])
    .execute();
  const tree = new Map(rows.map((row) => [row.emp_id.toUpperCase(), row.manager?.toUpperCase() ?? null]));
  for (const { empId, change } of changes) if (change.reportingManager) tree.set(empId, change.reportingManager.toUpperCase());
  const managerOf = (empId: string) => tree.get(empId) ?? null;
  const ordered = [...changes].sort((a, b) => depthOf(a.empId, managerOf) - depthOf(b.empId, managerOf));
  for (const { empId, change } of ordered) await changeReportingLine(trx, auth, empId, change);
}

/** Whether a row's manager or reviewer (ids as the row would store them) differs from the stored ones. */
export const linesChange = (stored: { reporting_manager_id?: unknown; reviewer_id?: unknown }, columns: { reporting_manager_id: number | null; reviewer_id: number | null }) =>
  Number(stored.reporting_manager_id ?? 0) !== Number(columns.reporting_manager_id ?? 0) || Number(stored.reviewer_id ?? 0) !== Number(columns.reviewer_id ?? 0);
