import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkerPool } from '../../work/workerPool.js';
import type { AttendanceTasks } from '../attendanceTasks.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { attendanceNow } from '../attendanceClock.js';
import { closedPayrollMonths, type ClosedPayrollMonth } from '../monthClose/closedPayrollMonths.js';
import { lockPayrollMonths } from '../monthClose/lockPayrollMonths.js';
import { loadDayBatches, type DayKey } from './loadDayBatches.js';
import { readStoredHashes } from './readStoredHashes.js';
import { writeAttendanceDays } from './writeAttendanceDays.js';
import { employeeRanges, type EmployeeRange } from './employeeRanges.js';

export interface ProcessOptions {
  /** With `loadAndComputeDays` and `databaseUrl`, each chunk's inputs are read on the pool thread too (PostgreSQL). */
  workers: Pick<WorkerPool<AttendanceTasks>, 'computeDays'> & Partial<Pick<WorkerPool<AttendanceTasks>, 'loadAndComputeDays'>>;
  /**
   * PostgreSQL's URL, for the pool threads to read the inputs on their own connections. Without it
   * (PGlite: one session, held by this thread) this thread reads them and the pool computes.
   */
  databaseUrl?: string;
  /** Employee·dates per batch: one transaction, one statement per input kind, one write. */
  batchSize?: number;
  /** Batches of an organisation in flight at once, each on its own connection (1 on PGlite: one connection). */
  concurrency?: number;
  /** Only this organisation's marks. */
  organizationId?: number;
  timeZone?: string;
  /** Wall seconds per phase, summed over batches (the bench prints them; concurrent batches overlap). */
  phases?: PhaseTimes;
  /** Marks of an organisation from which a pass goes bulk (BULK_THRESHOLD), and days per bulk batch: tests set them low to compare both paths. */
  bulkThreshold?: number;
  bulkBatchSize?: number;
}

/**
 * taking: taking and deleting the batch's marks (one statement); computing: until the batch's last
 * chunk is computed (the first chunks' writes overlap it); writing: the chunks' writes, summed.
 */
export type PhaseTimes = Record<'taking' | 'loading' | 'computing' | 'writing', number>;

/** Adds the wall time of `work` to `phases[phase]` when the caller asked for phase times. */
async function phase<T>(phases: PhaseTimes | undefined, name: keyof PhaseTimes, work: () => Promise<T>): Promise<T> {
  if (!phases) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases[name] += (performance.now() - started) / 1000;
  }
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

/**
 * An organisation with at least this many marks to process (a month re-marked, a holiday for
 * everyone) is processed in bulk: its marks cut into runs of whole employees of BULK_BATCH_SIZE
 * days, each taken by one index range and loaded by range (loadDayInputs reads a dense batch so).
 */
export const BULK_THRESHOLD = 10_000;
export const BULK_BATCH_SIZE = 5000;

/**
 * Days per pool task: a batch spreads over the pool's threads (PGlite runs one batch at a time),
 * and the first chunks are written while the pool computes the others.
 */
const COMPUTE_CHUNK = 1000;

/** The reason kept on a mark the processor will not process (HR lists them): the closed payroll month it waits in. */
export const closedMonthReason = (monthYear: string) => `In closed payroll month ${monthYear}: reopen the month to recompute this day`;

/** A run of days no mark of which is processed: closed payroll months next to each other are one span. */
type ClosedSpan = { startDate: string; endDate: string };

/** The closed months as spans, adjacent months joined, so the predicate has one range per run of closed months however many there are. */
function closedSpans(months: readonly ClosedPayrollMonth[]): ClosedSpan[] {
  const spans: ClosedSpan[] = [];
  for (const month of months) {
    const last = spans.at(-1);
    const dayAfter = last && new Date(Date.parse(`${last.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (last && dayAfter! >= month.startDate) {
      if (month.endDate > last.endDate) last.endDate = month.endDate;
    } else spans.push({ startDate: month.startDate, endDate: month.endDate });
  }
  return spans;
}

/**
 * The marks a pass processes (table alias d): those not held, and of no day in an explicitly closed
 * payroll month (docs/attendance-engine.md, "Closed payroll months"). A mark of a closed month is
 * held (its reason set) once a pass, so a batch walks only the index of marks not held (migration
 * 0033's partial index), never a closed month's held ones again; the date test, with the closed
 * spans as constants, covers a mark made in a closed month since the pass set the reasons. Nothing
 * is probed per mark, however the planner sees attendance_day.
 */
const processable = (organizationId: number, closed: readonly ClosedSpan[]) =>
  closed.length === 0
    ? sql`d.organization_id = ${organizationId} AND d.held_reason IS NULL`
    : sql`d.organization_id = ${organizationId} AND d.held_reason IS NULL AND NOT (${sql.join(
        closed.map((span) => sql`d.attendance_date BETWEEN ${span.startDate}::date AND ${span.endDate}::date`),
        sql` OR `,
      )})`;

/** Which marks a batch takes: the next ones in key order after a cursor, or one run of employees (bulk). */
type Selection = { after: DayKey | null; limit: number } | { range: EmployeeRange };

/**
 * Recomputes every marked employee·date until none is left (docs/attendance-engine.md, "The
 * processor"). Per batch, in one transaction: take and delete marks with FOR UPDATE SKIP LOCKED
 * (so processes and runners never share a key), load the inputs set-based, compute in the worker
 * pool, write only changed rows. A mark made again meanwhile waits on the deleted row's lock and
 * lands after the commit, so its change is processed next time, never lost. Marks of a day in a
 * closed payroll month stay, with the reason (processable); each batch reads the closed months
 * under the close lock shared, so a close never lands between its read and its write.
 */
export async function processDirtyAttendance(db: Db, options: ProcessOptions): Promise<ProcessCounts> {
  const counts: ProcessCounts = { processed: 0, written: 0, held: 0 };
  const timeZone = options.timeZone ?? DEFAULT_DAY_RULE.timeZone;
  // Organisations with a mark not held (the partial index): a closed month's held marks cost the loop's poll nothing.
  const organizations = options.organizationId
    ? [options.organizationId]
    : (await sql<{ organization_id: number }>`SELECT DISTINCT organization_id FROM attendance_dirty WHERE held_reason IS NULL`.execute(db)).rows.map((r) => r.organization_id);
  const runners = Math.max(1, options.concurrency ?? 1);
  const add = (batch: { processed: number; written: number }) => {
    counts.processed += batch.processed;
    counts.written += batch.written;
  };
  for (const organizationId of organizations) {
    const closed = await holdClosedMonths(db, organizationId, counts);
    const batch = (selection: Selection) => processBatch(db, organizationId, timeZone, options, selection);

    // Bulk: the runs of employees shared out to the runners, each run one range of the mark index.
    const bulk = await bulkRanges(db, organizationId, closedSpans(closed), options.bulkThreshold ?? BULK_THRESHOLD, options.bulkBatchSize ?? BULK_BATCH_SIZE);
    await Promise.all(
      Array.from({ length: runners }, async () => {
        for (let range = bulk.shift(); range; range = bulk.shift()) {
          const done = await batch({ range });
          if (done) add(done);
        }
      }),
    );

    // Then batches in key order from where the last one ended (all of a pass that is not bulk, and
    // what a bulk pass left: marks made meanwhile, or held by another process). A deleted mark's
    // index entry stays until vacuum, and every batch starting from the first key walked all the
    // ones before it (a month's marks took a quadratic time). A batch that finds nothing after the
    // cursor starts again from the first key, for marks made behind it or skipped while another
    // process held them.
    let cursor: DayKey | null = null;
    const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const runner = async () => {
      for (;;) {
        const done = await batch({ after: cursor, limit });
        if (!done) {
          if (cursor === null) return;
          cursor = null;
          continue;
        }
        add(done);
        if (cursor === null || keyAfter(done.last, cursor)) cursor = done.last;
      }
    };
    await Promise.all(Array.from({ length: runners }, runner));
  }
  return counts;
}

/**
 * Sets the reason on the organisation's marks of closed payroll months not held yet, and answers
 * the closed months. Under the close lock shared, the months read after it: a reopen (which clears
 * its month's reasons) cannot commit between this read and this write, so no mark of a reopened
 * month is held again (a held mark is never taken: processable).
 */
async function holdClosedMonths(db: Db, organizationId: number, counts: ProcessCounts): Promise<ClosedPayrollMonth[]> {
  return db.transaction().execute(async (trx) => {
    await lockPayrollMonths(trx, organizationId, 'shared');
    const closed = await closedPayrollMonths(trx, organizationId);
    if (closed.length === 0) return closed;
    const held = await sql`
      UPDATE attendance_dirty d SET held_reason = m.reason
      FROM (VALUES ${sql.join(closed.map((month) => sql`(${month.startDate}::date, ${month.endDate}::date, ${closedMonthReason(month.monthYear)})`))}) AS m(start_date, end_date, reason)
      WHERE d.organization_id = ${organizationId} AND d.held_reason IS NULL AND d.attendance_date BETWEEN m.start_date AND m.end_date`.execute(trx);
    counts.held += Number(held.numAffectedRows ?? 0);
    return closed;
  });
}

/** The organisation's processable marks as runs of employees, when there are enough of them for a bulk pass; else none. */
async function bulkRanges(db: Db, organizationId: number, closed: readonly ClosedSpan[], threshold: number, size: number): Promise<EmployeeRange[]> {
  const enough = await sql<{ n: number }>`
    SELECT count(*)::integer AS n FROM (
      SELECT 1 FROM attendance_dirty d WHERE ${processable(organizationId, closed)} LIMIT ${threshold}) AS m`.execute(db);
  if (enough.rows[0].n < threshold) return [];
  const perEmployee = await sql<{ employee_id: number; marks: number }>`
    SELECT d.employee_id, count(*)::integer AS marks FROM attendance_dirty d
    WHERE ${processable(organizationId, closed)}
    GROUP BY d.employee_id ORDER BY d.employee_id`.execute(db);
  return employeeRanges(perEmployee.rows.map((r) => ({ employeeId: r.employee_id, marks: r.marks })), size);
}

const keyAfter = (a: DayKey, b: DayKey) => a.employeeId > b.employeeId || (a.employeeId === b.employeeId && a.date > b.date);

async function processBatch(db: Db, organizationId: number, timeZone: string, options: ProcessOptions, selection: Selection) {
  return db.transaction().execute(async (trx) => {
    // Shared with other batches, exclusive to a close or reopen: a close waits for this batch's
    // commit, and a batch waits for a close's, then reads its month as closed.
    await lockPayrollMonths(trx, organizationId, 'shared');
    const closed = closedSpans(await closedPayrollMonths(trx, organizationId));
    // Taken and deleted in one statement: the deleted rows stay locked until commit, so a re-mark
    // of one of these days waits and, the row gone, inserts its mark after the commit. The ctids
    // are the rows the locking read found; SKIP LOCKED leaves other batches' marks alone.
    const marks = await phase(options.phases, 'taking', () => sql<{ employee_id: number; attendance_date: string }>`
      DELETE FROM attendance_dirty WHERE ctid = ANY(ARRAY(
        SELECT d.ctid FROM attendance_dirty d
        WHERE ${processable(organizationId, closed)}
          ${
            'range' in selection
              ? sql`AND d.employee_id BETWEEN ${selection.range.low} AND ${selection.range.high}`
              : selection.after
                ? sql`AND (d.organization_id, d.employee_id, d.attendance_date) > (${organizationId}, ${selection.after.employeeId}, ${selection.after.date}::date)
                  ORDER BY d.organization_id, d.employee_id, d.attendance_date LIMIT ${selection.limit}`
                : sql`ORDER BY d.organization_id, d.employee_id, d.attendance_date LIMIT ${selection.limit}`
          }
        FOR UPDATE SKIP LOCKED))
      RETURNING employee_id, attendance_date`.execute(trx));
    if (marks.rows.length === 0) return null;
    const keys: DayKey[] = marks.rows.map((m) => ({ employeeId: m.employee_id, date: m.attendance_date }));
    keys.sort((a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    // Cut into chunks of whole employees, each computed on a pool thread and written as soon as it
    // comes back; each chunk's inputs read there too when the pool can reach the database.
    const starts = chunkStarts(keys);
    const now = attendanceNow(timeZone);
    const chunks = await phase(options.phases, 'loading', () => chunkComputers(trx, organizationId, timeZone, options, keys, starts, now));
    const computingStarted = performance.now();
    let computed = 0;
    const writes = await Promise.allSettled(
      chunks.map(async (compute) => {
        const days = await compute();
        if (options.phases && ++computed === chunks.length) options.phases.computing += (performance.now() - computingStarted) / 1000;
        return phase(options.phases, 'writing', () => writeAttendanceDays(trx, organizationId, days));
      }),
    );
    // Every write settled before the transaction ends, so none runs on a connection handed back.
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const written = writes.reduce((sum, w) => sum + (w.status === 'fulfilled' ? w.value : 0), 0);
    return { processed: keys.length, written, last: keys[keys.length - 1] };
  });
}

/**
 * One pool call per chunk of the keys cut at `starts`. On PostgreSQL the pool thread reads the
 * chunk's inputs and stored hashes on its own connections (loadAndComputeDays), so this thread,
 * which answers HTTP, never receives the inputs' texts; otherwise (PGlite's one session, or a
 * caller's pool without the task) they are read here as texts for the whole batch, one statement per
 * input kind, and only assembled and computed there. The same inputs either way.
 */
async function chunkComputers(trx: Db, organizationId: number, timeZone: string, options: ProcessOptions, keys: readonly DayKey[], starts: readonly number[], now: string) {
  const { workers, databaseUrl } = options;
  if (databaseUrl && workers.loadAndComputeDays) {
    const load = workers.loadAndComputeDays;
    return starts.map((start, part) => {
      const partKeys = keys.slice(start, starts[part + 1] ?? keys.length);
      const input = { databaseUrl, organizationId, timeZone, now, employeeIds: partKeys.map((k) => k.employeeId), dates: partKeys.map((k) => k.date) };
      return () => load(input);
    });
  }
  const [batches, stored] = await Promise.all([loadDayBatches(trx, organizationId, keys, timeZone, starts), readStoredHashes(trx, organizationId, keys, starts)]);
  return batches.map((batch, part) => () => workers.computeDays({ batch, stored: stored[part], now }));
}

/** Where sorted keys are cut into pool tasks: about COMPUTE_CHUNK days each, at an employee's first day (a task has all of an employee's days and swipes). */
function chunkStarts(keys: readonly DayKey[]): number[] {
  const starts = [0];
  for (let i = COMPUTE_CHUNK; i < keys.length; i++) {
    if (i - starts[starts.length - 1] >= COMPUTE_CHUNK && keys[i].employeeId !== keys[i - 1].employeeId) starts.push(i);
  }
  return starts;
}
