import type { LeaveBalanceLine } from '../../../shared/leaveBalanceSheet.js';
import type { LeaveEntry } from '../ledger/postLeaveEntries.js';

/** The opening figure already in the ledger for one employee·type·year, and whether its first entry exists. */
export interface CurrentOpening {
  days: number;
  /** The `opening:{empId}:{type}:{year}` entry is in the ledger (a later figure is written as an adjustment). */
  opened: boolean;
}

export const openingKey = (empId: string, leaveType: string, year: number) => `opening:${empId}:${leaveType}:${year}`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The ledger entries that make each line's figure the employee's opening balance for the type and
 * year (docs/leave-import-and-reports.md): the first figure is an `opening` entry keyed
 * `opening:{empId}:{type}:{year}`; a later import of another figure writes the difference as an
 * `adjustment` keyed by the import, so the opening entries of a key always sum to the last imported
 * figure; the same figure again writes nothing. A zero opening writes nothing either (a ledger
 * entry is never 0 days).
 */
export function openingEntries(
  lines: LeaveBalanceLine[],
  employeeIds: Map<string, number>,
  current: Map<string, CurrentOpening>,
  context: { organizationId: number; importId: number; empId: string },
): LeaveEntry[] {
  const entries: LeaveEntry[] = [];
  for (const line of lines) {
    const key = openingKey(line.empId, line.leaveType, line.year);
    const before = current.get(key) ?? { days: 0, opened: false };
    const difference = round2(line.days - before.days);
    if (difference === 0) continue;
    const common = {
      organization_id: context.organizationId,
      employee_id: employeeIds.get(line.empId)!,
      leave_type: line.leaveType,
      leave_year: line.year,
      effective_date: `${line.year}-01-01`,
      source_ref: `leaveBalanceImport:${context.importId}`,
      created_by: context.empId,
    };
    if (!before.opened) {
      entries.push({ ...common, entry_kind: 'opening', days: difference, idempotency_key: key, reason: line.reason ?? `Opening balance (import #${context.importId})` });
    } else {
      const why = `Opening balance set to ${line.days} by import #${context.importId} (was ${before.days})`;
      entries.push({ ...common, entry_kind: 'adjustment', days: difference, idempotency_key: `${key}:import:${context.importId}`, reason: line.reason ? `${why}: ${line.reason}` : why });
    }
  }
  return entries;
}
