import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { WorkerPool } from '../work/workerPool.js';
import type { AttendanceTasks } from '../attendance/attendanceTasks.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { attendanceNow } from '../attendance/attendanceClock.js';
import { loadDayBatches, type DayKey } from '../attendance/processor/loadDayBatches.js';
import { readStoredHashes } from '../attendance/processor/readStoredHashes.js';
import { writeAttendanceDays } from '../attendance/processor/writeAttendanceDays.js';

/**
 * The close decides the month's pending items and closes it in one transaction, and a month is
 * closed only when its days are processed: so the marks the decisions made (their employees, from
 * the first to the last decided day) are taken and processed here, in that transaction, with the
 * processor's own loader, engine task and writer.
 */
export async function processDecidedDays(trx: Db, workers: Pick<WorkerPool<AttendanceTasks>, 'computeDays'>, organizationId: number, keys: readonly DayKey[]): Promise<number> {
  if (!keys.length) return 0;
  const timeZone = DEFAULT_DAY_RULE.timeZone;
  const employees = [...new Set(keys.map((k) => k.employeeId))];
  const dates = keys.map((k) => k.date).sort();
  const taken = await sql<{ employee_id: number; attendance_date: string }>`
    DELETE FROM attendance_dirty
    WHERE organization_id = ${organizationId} AND employee_id = ANY(${sql.val(employees)}::integer[])
      AND attendance_date BETWEEN ${dates[0]}::date AND ${dates[dates.length - 1]}::date
    RETURNING employee_id, to_char(attendance_date, 'YYYY-MM-DD') AS attendance_date`.execute(trx);
  const marked: DayKey[] = taken.rows.map((row) => ({ employeeId: row.employee_id, date: row.attendance_date }));
  marked.sort((a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (!marked.length) return 0;
  const [batches, stored] = await Promise.all([loadDayBatches(trx, organizationId, marked, timeZone), readStoredHashes(trx, organizationId, marked, [0])]);
  const days = await workers.computeDays({ batch: batches[0], stored: stored[0], now: attendanceNow(timeZone) });
  return writeAttendanceDays(trx, organizationId, days);
}
