import { sql, type Transaction } from 'kysely';
import type { AuthContext } from '../../auth/AuthContext.js';
import type { Database, Db } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { startJob } from '../../jobs/jobStore.js';
import type { WorkerPool } from '../../work/workerPool.js';
import type { LeaveTasks } from '../leaveTasks.js';
import { periodText, type GrantPeriod } from '../ledger/grantPeriod.js';
import type { GrantPreview, PlannedEntry } from '../../../shared/leaveGranterRecords.js';
import { summarizePlan, type GrantPlan } from '../ledger/planGrant.js';
import { postLeaveEntries, type LeaveEntry } from '../ledger/postLeaveEntries.js';
import { grantEmployeeIds, grantTypes, loadGrantInput, type GrantRequest } from './grantSelection.js';

/** Rows of a preview's table; the totals count every row. */
export const PREVIEW_ROWS = 500;
/** Entries per INSERT and per progress step. */
const WRITE_CHUNK = 2000;

/** What a run or its preview would write, planned in the worker pool from one consistent read. */
export async function plan(database: Database, workers: Pick<WorkerPool<LeaveTasks>, 'planGrant'>, organizationId: number, request: GrantRequest, employeeIds?: number[]) {
  const { db } = database;
  const types = await grantTypes(db, organizationId, request.leaveTypes);
  const ids = employeeIds ?? (await grantEmployeeIds(db, organizationId, request.empIds));
  return { types, ids, load: (reader: Db | Transaction<Tables> = db) => loadGrantInput(reader, organizationId, request.period, types, ids, attendanceToday()).then((input) => workers.planGrant(input)) };
}

/** POST /leave/granter with preview: who gets what, nothing written. */
export async function previewGrant(database: Database, workers: Pick<WorkerPool<LeaveTasks>, 'planGrant'>, organizationId: number, request: GrantRequest): Promise<GrantPreview> {
  const { entries, skipped } = await (await plan(database, workers, organizationId, request)).load();
  return {
    period: periodText(request.period),
    ...summarizePlan(entries),
    rows: entries.slice(0, PREVIEW_ROWS),
    truncated: entries.length > PREVIEW_ROWS,
    // Accruals the scheme lists but the run cannot grant, with why (an On Joining type without a date of joining).
    skipped: skipped.slice(0, PREVIEW_ROWS),
    skippedCount: skipped.length,
  };
}

const entryOf = (organizationId: number, runId: number, period: GrantPeriod, createdBy: string, entry: PlannedEntry): LeaveEntry => ({
  organization_id: organizationId,
  employee_id: entry.employeeId,
  leave_type: entry.leaveType,
  leave_year: entry.leaveYear,
  entry_kind: entry.entryKind,
  days: entry.days,
  effective_date: entry.effectiveDate,
  expires_on: entry.expiresOn,
  source_ref: `granter:${runId}`,
  idempotency_key: entry.key,
  reason: `Leave Granter ${periodText(period)}`,
  created_by: createdBy,
});

/** Which run writes what: its entries carry `granter:{runId}` as their source. */
export interface GrantWrite {
  organizationId: number;
  runId: number;
  period: GrantPeriod;
  employeeIds: number[];
  createdBy: string;
}

/**
 * The run's work, in one transaction: lock the run's employees (no application can spend a balance
 * the run is lapsing), read and plan (`load`, in the worker pool), write the entries in chunks, and
 * set the run's totals from what the ledger holds of it. Answers the plan's totals and how many
 * entries were written (fewer than planned only when another run wrote some meanwhile).
 */
export async function writeGrant(db: Db, load: (reader: Db | Transaction<Tables>) => Promise<GrantPlan>, run: GrantWrite, progress: (fraction: number, text: string) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    await sql`
      SELECT 1 FROM employee e JOIN (SELECT unnest(${run.employeeIds}::int[]) AS id) p ON p.id = e.id
      WHERE e.organization_id = ${run.organizationId} ORDER BY e.id FOR UPDATE OF e`.execute(trx);
    await progress(0.05, `Planning for ${run.employeeIds.length.toLocaleString('en')} employees`);
    const { entries, skipped } = await load(trx);
    let written = 0;
    for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
      const chunk = entries.slice(start, start + WRITE_CHUNK).map((entry) => entryOf(run.organizationId, run.runId, run.period, run.createdBy, entry));
      written += await postLeaveEntries(trx, chunk);
      await progress(0.1 + (0.9 * (start + chunk.length)) / entries.length, `Writing ${(start + chunk.length).toLocaleString('en')} of ${entries.length.toLocaleString('en')} entries`);
    }
    // The run's totals are what the ledger holds of it (a run again adds to its first time).
    await sql`
      UPDATE leave_granter_run r SET status = 'Done', finished_at = now(),
        employees_granted = t.employees, entries_written = t.entries, days_granted = t.days
      FROM (SELECT count(DISTINCT employee_id)::int AS employees, count(*)::int AS entries, coalesce(sum(days), 0) AS days
            FROM leave_ledger WHERE organization_id = ${run.organizationId} AND source_ref = ${`granter:${run.runId}`}) t
      WHERE r.organization_id = ${run.organizationId} AND r.id = ${run.runId}`.execute(trx);
    return { ...summarizePlan(entries), written, skipped: skipped.length };
  });
}

/**
 * Starts a run as a background job (docs/leave-ledger.md) and answers at once: the run row and
 * the job are written first; the job is writeGrant, so a run is all or nothing and its keys make a
 * repeat grant nothing twice. `again` given: that run's selection once more (PUT /leave/granter/update).
 */
export async function startGrant(
  database: Database,
  workers: Pick<WorkerPool<LeaveTasks>, 'planGrant'>,
  auth: AuthContext,
  request: GrantRequest,
  again?: { runId: number; employeeIds: number[] | null },
): Promise<{ runId: number; jobId: number }> {
  const { db } = database;
  const runId = again?.runId;
  // Run again for everyone: today's active employees, so joiners since the first run are granted too.
  const { types, ids, load } = await plan(database, workers, auth.organizationId, request, again?.employeeIds ?? undefined);
  const job = await startJob(database, auth, 'leaveGranter', 'Leave Granter', `Granting ${periodText(request.period)}`);
  const values = {
    period_kind: request.period.kind,
    period: periodText(request.period),
    leave_types: types.map((type) => type.code),
    employee_ids: request.empIds ? ids : null,
    status: 'Running' as const,
    job_id: job.id,
    created_by: auth.empId,
  };
  const run =
    runId === undefined
      ? await db.insertInto('leave_granter_run').values({ organization_id: auth.organizationId, ...values }).returning('id').executeTakeFirstOrThrow()
      : await db.updateTable('leave_granter_run').set({ status: 'Running', job_id: job.id, finished_at: null }).where('organization_id', '=', auth.organizationId).where('id', '=', runId).returning('id').executeTakeFirstOrThrow();
  void (async () => {
    try {
      const totals = await writeGrant(db, load, { organizationId: auth.organizationId, runId: run.id, period: request.period, employeeIds: ids, createdBy: auth.empId }, (fraction, text) => job.progress(fraction, text));
      const skipped = totals.skipped ? `; ${totals.skipped.toLocaleString('en')} On Joining accrual(s) skipped: no date of joining` : '';
      await job.done(`${totals.written.toLocaleString('en')} entries written for ${totals.employees.toLocaleString('en')} employees${skipped}`, { runId: run.id, ...totals });
    } catch (error) {
      await db.updateTable('leave_granter_run').set({ status: 'Failed', finished_at: new Date() }).where('organization_id', '=', auth.organizationId).where('id', '=', run.id).execute();
      await job.failed(`The granter run failed; nothing was written. ${error instanceof Error ? error.message : ''}`.trim());
    }
  })().catch(() => undefined);
  return { runId: run.id, jobId: job.id };
}
