import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ComputedDay } from '../../work/computeDays.js';
import type { WorkerPool } from '../../work/workerPool.js';
import type { DayInputs } from '../engine/index.js';
import { attendanceWindows } from '../../../shared/attendanceWindows.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { attendanceNow } from '../attendanceClock.js';
import { loadLockSetting } from '../loadLockSetting.js';
import { loadDayInputs, type DayKey } from './loadDayInputs.js';
import { writeAttendanceDays } from './writeAttendanceDays.js';

export interface ProcessOptions {
  workers: Pick<WorkerPool, 'computeDays'>;
  /** Employee·dates per batch: one transaction, one statement per input kind, one write. */
  batchSize?: number;
  /** Batches of an organisation in flight at once, each on its own connection (1 on PGlite: one connection). */
  concurrency?: number;
  /** Only this organisation's marks. */
  organizationId?: number;
  timeZone?: string;
}

export interface ProcessCounts {
  /** Marks processed (and deleted). */
  processed: number;
  /** attendance_day rows inserted or changed. */
  written: number;
  /** Marks newly held because their day lies in a closed payroll month. */
  held: number;
}

export const DEFAULT_BATCH_SIZE = 2000;

/** Days per pool task: a batch spreads over the pool's threads (PGlite runs one batch at a time). */
const COMPUTE_CHUNK = 1000;

/** The reason kept on a mark the processor will not process (HR lists them). */
export const closedMonthReason = (closedBefore: string) => `In a closed payroll month (days before ${closedBefore} are not recomputed)`;

/**
 * Recomputes every marked employee·date until none is left (docs/attendance-engine.md, "The
 * processor"). Per batch, in one transaction: take marks with FOR UPDATE SKIP LOCKED (so processes
 * and runners never share a key), load the inputs set-based, compute in the worker pool, write only
 * changed rows, delete exactly the (key, marked_at) pairs read. A mark made again meanwhile has
 * waited on the lock and lands after the commit, so its change is processed next time, never lost.
 * Marks of a closed payroll month (before attendanceWindows' closedBefore) stay, with the reason.
 */
export async function processDirtyAttendance(db: Db, options: ProcessOptions): Promise<ProcessCounts> {
  const counts: ProcessCounts = { processed: 0, written: 0, held: 0 };
  const timeZone = options.timeZone ?? DEFAULT_DAY_RULE.timeZone;
  const organizations = options.organizationId
    ? [options.organizationId]
    : (await sql<{ organization_id: number }>`SELECT DISTINCT organization_id FROM attendance_dirty`.execute(db)).rows.map((r) => r.organization_id);
  for (const organizationId of organizations) {
    const today = attendanceNow(timeZone).slice(0, 10);
    const { closedBefore } = attendanceWindows(today, await loadLockSetting(db, organizationId));
    const reason = closedMonthReason(closedBefore);
    const held = await db
      .updateTable('attendance_dirty')
      .set({ held_reason: reason })
      .where('organization_id', '=', organizationId)
      .where('attendance_date', '<', closedBefore)
      .where((eb) => eb.or([eb('held_reason', 'is', null), eb('held_reason', '<>', reason)]))
      .executeTakeFirst();
    counts.held += Number(held.numUpdatedRows);
    const runner = async () => {
      for (;;) {
        const batch = await processBatch(db, organizationId, closedBefore, timeZone, options);
        if (!batch) return;
        counts.processed += batch.processed;
        counts.written += batch.written;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, runner));
  }
  return counts;
}

async function processBatch(db: Db, organizationId: number, closedBefore: string, timeZone: string, options: ProcessOptions) {
  return db.transaction().execute(async (trx) => {
    // marked_at as text: the microseconds survive the round trip, so the delete matches exactly what was read.
    const marks = await sql<{ employee_id: number; attendance_date: string; marked_at: string }>`
      SELECT employee_id, attendance_date, marked_at::text AS marked_at FROM attendance_dirty
      WHERE organization_id = ${organizationId} AND attendance_date >= ${closedBefore}::date
      ORDER BY employee_id, attendance_date
      LIMIT ${options.batchSize ?? DEFAULT_BATCH_SIZE}
      FOR UPDATE SKIP LOCKED`.execute(trx);
    if (marks.rows.length === 0) return null;
    const keys: DayKey[] = marks.rows.map((m) => ({ employeeId: m.employee_id, date: m.attendance_date }));
    const loaded = await loadDayInputs(trx, organizationId, keys, attendanceNow(timeZone), timeZone);
    const computed = await computeInChunks(options.workers, loaded.map((l) => l.inputs));
    const written = await writeAttendanceDays(trx, organizationId, loaded.map((l, i) => ({ key: l.key, computed: computed[i] })));
    await sql`
      DELETE FROM attendance_dirty a
      USING unnest(${sql.val(keys.map((k) => k.employeeId))}::integer[], ${sql.val(keys.map((k) => k.date))}::date[], ${sql.val(marks.rows.map((m) => m.marked_at))}::timestamptz[]) AS k(e, d, m)
      WHERE a.organization_id = ${organizationId} AND a.employee_id = k.e AND a.attendance_date = k.d AND a.marked_at = k.m`.execute(trx);
    return { processed: keys.length, written };
  });
}

async function computeInChunks(workers: ProcessOptions['workers'], inputs: DayInputs[]): Promise<ComputedDay[]> {
  const chunks: DayInputs[][] = [];
  for (let start = 0; start < inputs.length; start += COMPUTE_CHUNK) chunks.push(inputs.slice(start, start + COMPUTE_CHUNK));
  return (await Promise.all(chunks.map((chunk) => workers.computeDays(chunk)))).flat();
}
