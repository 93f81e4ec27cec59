import { computeDay } from '../attendance/engine/index.js';
import { assembleDayInputs } from '../attendance/processor/assembleDayInputs.js';
import type { DayBatch } from '../attendance/processor/loadDayBatches.js';

/** One part of a month-end preview (a pool task): the same keys' inputs before and after the decisions, and the clock. */
export interface MonthEndDayChunk {
  before: DayBatch;
  after: DayBatch;
  now: string;
}

/** A day whose status or LOP the decisions change: employee id, date, status and LOP days before, then after. */
export type ChangedDay = [employeeId: number, date: string, before: string | null, lopBefore: number, after: string | null, lopAfter: number];

/**
 * The attendance engine over a chunk of days twice — on the inputs as they are and as they would be
 * after the month end's decisions — answering only the days that differ (a worker-pool task: never
 * on the HTTP thread). Both batches hold the same keys in the same order (runMonthEnd loads them so).
 */
export function previewMonthEndDays({ before, after, now }: MonthEndDayChunk): ChangedDay[] {
  const changed: ChangedDay[] = [];
  const later = assembleDayInputs(after, now);
  for (const earlier of assembleDayInputs(before, now)) {
    const next = later.next();
    if (next.done) break;
    const was = computeDay(earlier.inputs);
    const will = computeDay(next.value.inputs);
    if (was.attendanceData === will.attendanceData && was.lopDays === will.lopDays) continue;
    changed.push([earlier.key.employeeId, earlier.key.date, was.attendanceData, was.lopDays, will.attendanceData, will.lopDays]);
  }
  return changed;
}

/** Month end's worker tasks (registered in src/server/workerTasks.ts). */
export const monthEndTasks = { previewMonthEndDays };

export type MonthEndTasks = typeof monthEndTasks;
