import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../auth/AuthContext.js';
import { recordAudit } from '../../audit/recordAudit.js';
import { assertPayrollDaysOpen } from '../monthClose/assertPayrollDaysOpen.js';
import { markAttendanceDirty } from '../markAttendanceDirty.js';
import type { JobHandle } from '../../jobs/jobStore.js';

/** What Process Attendance asks for: a payroll month (up to today) of every employee or of some. */
export interface MusterProcessRequest {
  monthYear: string;
  from: string;
  /** The month's last day, or today when the month is still running: days to come are not processed. */
  to: string;
  /** employee.id values; absent: every employee of the organisation. */
  employeeIds?: number[];
}

export interface MusterProcessResult {
  monthYear: string;
  /** Employee·dates marked for the engine. */
  marked: number;
  /** Of those, days of a closed payroll month the processor holds (not recomputed): spec'd by the month close. */
  held: number;
}

/**
 * How often the job counts the marks still waiting: counting a month of 10,000 employees reads
 * 300,000 index entries, which on PGlite's one connection competes with the processor itself, so it
 * is counted seldom, and at once when this process's processor has nothing left (whenIdle).
 */
const POLL_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Marks the month's employee·dates for the attendance processor in one transaction, audited. This
 * is the one place Process Attendance writes: a closed payroll month's rule (refuse, or hold) is
 * applied by the processor's hold rule on these marks (docs/attendance-muster.md).
 */
export async function markMonthForProcessing(db: Db, auth: AuthContext, request: MusterProcessRequest): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // A closed payroll month is not recomputed: refused until it is reopened with a reason.
    await assertPayrollDaysOpen(trx, auth.organizationId, [request.from, request.to]);
    await markAttendanceDirty(trx, auth.organizationId, { employeeIds: request.employeeIds, from: request.from, to: request.to });
    const marked = await remainingMarks(trx, auth.organizationId, request, false);
    await recordAudit(trx, auth, { entity: 'attendanceMuster', entityId: request.monthYear, action: 'process', after: { monthYear: request.monthYear, from: request.from, to: request.to, employees: request.employeeIds?.length ?? 'all', marked } });
    return marked;
  });
}

/** Marks of the request still waiting; `unheldOnly` leaves out those the processor holds. */
async function remainingMarks(db: Db, organizationId: number, request: MusterProcessRequest, unheldOnly: boolean): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM attendance_dirty
    WHERE organization_id = ${organizationId} AND attendance_date BETWEEN ${request.from}::date AND ${request.to}::date
      ${request.employeeIds ? sql`AND employee_id = ANY(${sql.val(request.employeeIds)}::integer[])` : sql``}
      ${unheldOnly ? sql`AND held_reason IS NULL` : sql``}`.execute(db);
  return Number(rows[0].n);
}

/**
 * Follows the processor (any process of the deployment may take the marks) until no mark of the
 * request waits except those it holds, reporting the share done as the job's progress.
 */
export async function followMonthProcessing(
  db: Db,
  organizationId: number,
  request: MusterProcessRequest,
  marked: number,
  job: JobHandle,
  processor: { whenIdle(): Promise<void> },
): Promise<{ message: string; result: MusterProcessResult }> {
  for (;;) {
    const waiting = await remainingMarks(db, organizationId, request, true);
    if (waiting === 0) break;
    await job.progress(marked === 0 ? 0 : (marked - waiting) / marked, `Processing attendance: ${(marked - waiting).toLocaleString('en')} of ${marked.toLocaleString('en')} days`, true);
    // whenIdle also wakes this process's processor; another process's may be the one taking the marks.
    await Promise.race([wait(POLL_MS), processor.whenIdle().then(() => wait(100))]);
  }
  const held = await remainingMarks(db, organizationId, request, false);
  return { message: 'Attendance processed successfully!', result: { monthYear: request.monthYear, marked, held } };
}
