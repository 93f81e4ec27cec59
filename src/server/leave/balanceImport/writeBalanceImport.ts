import { sql } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import { recordAudit } from '../../audit/recordAudit.js';
import type { Db } from '../../db/database.js';
import type { ImportSummary } from '../../../shared/leaveBalanceImportRecords.js';
import type { LeaveBalanceLine } from '../../../shared/leaveBalanceSheet.js';
import { postLeaveEntries } from '../ledger/postLeaveEntries.js';
import { assertBalanceCovered } from '../ledger/balanceCover.js';
import { conflict } from '../../http/AppError.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { openingEntries, type CurrentOpening } from './openingEntries.js';

/** Entries per INSERT: each batch reports progress and lets waiting requests in (PGlite answers on this thread). */
const WRITE_BATCH = 1000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a clean sheet in one transaction (all or nothing): the import's history row, then the
 * ledger entries that make each row's figure the opening balance (openingEntries.ts). The
 * employees' rows are locked first (lockLeaveBalance's rule, in id order so two imports cannot
 * deadlock), and the opening figures are read after the lock, so two imports of the same key
 * cannot both write its difference.
 */
export async function writeBalanceImport(
  db: Db,
  auth: AuthContext,
  file: { name: string; rows: number },
  lines: LeaveBalanceLine[],
  employees: Map<string, number>,
  progress: (fraction: number) => Promise<void> = async () => {},
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    const organizationId = auth.organizationId;
    const { id: importId } = await trx
      .insertInto('leave_balance_import')
      .values({ organization_id: organizationId, file_name: file.name, status: 'Imported', row_count: file.rows, error_count: 0, created_by: auth.empId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = [...new Set(lines.map((line) => employees.get(line.empId)!))];
    // The ids are the organisation's (checkBalanceReferences); a person may work for several organisations.
    await sql`SELECT 1 FROM employee WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`.execute(trx);
    const years = [...new Set(lines.map((line) => line.year))];
    const { rows } = await sql<{ idempotency_key: string; days: string }>`
      SELECT idempotency_key, days FROM leave_ledger
      WHERE organization_id = ${organizationId} AND employee_id = ANY(${ids}::int[]) AND leave_year = ANY(${years}::int[])
        AND idempotency_key LIKE 'opening:%'`.execute(trx);
    const current = new Map<string, CurrentOpening>();
    for (const row of rows) {
      const key = row.idempotency_key.replace(/:import:\d+$/, '');
      const figure = current.get(key) ?? { days: 0, opened: false };
      current.set(key, { days: figure.days + Number(row.days), opened: figure.opened || key === row.idempotency_key });
    }
    await progress(0.1);
    const entries = openingEntries(lines, employees, current, { organizationId, importId, empId: auth.empId });
    for (let start = 0; start < entries.length; start += WRITE_BATCH) {
      await postLeaveEntries(trx, entries.slice(start, start + WRITE_BATCH));
      await progress(0.1 + (0.9 * Math.min(entries.length, start + WRITE_BATCH)) / entries.length);
      await yieldToOthers();
    }
    // A lower opening figure is a debit: it may not leave the pending days uncovered (the balance invariant).
    const lowered = entries.filter((entry) => Number(entry.days) < 0).map((entry) => ({ employeeId: entry.employee_id, leaveType: entry.leave_type, year: entry.leave_year }));
    await assertBalanceCovered(trx, organizationId, lowered, attendanceToday(), (short) => {
      const empIdOf = new Map([...employees].map(([empId, id]) => [id, empId]));
      const named = short.slice(0, 5).map((cover) => `${empIdOf.get(cover.employeeId)} ${cover.leaveType} ${cover.year} (balance ${cover.balance}, ${cover.pending} day(s) pending)`);
      return conflict(
        `${short.length} opening balance${short.length === 1 ? '' : 's'} would take the available days (balance less pending) below zero: ${named.join('; ')}${short.length > 5 ? '; …' : ''}; nothing was imported`,
      );
    });
    const summary: ImportSummary = {
      importId,
      rows: lines.length,
      openings: entries.filter((entry) => entry.entry_kind === 'opening').length,
      adjustments: entries.filter((entry) => entry.entry_kind === 'adjustment').length,
      unchanged: lines.length - entries.length,
    };
    await recordAudit(trx, auth, { entity: 'leaveBalanceImport', entityId: importId, action: 'import', after: { file: file.name, ...summary } });
    return summary;
  });
}
