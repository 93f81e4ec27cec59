import crypto from 'node:crypto';
import { computeDay, dayInProgress, type DayInputs } from '../attendance/engine/index.js';
import { storedDayRecord } from '../attendance/storedDayRecord.js';

/**
 * Changes whenever the engine gives another record for the same inputs, so that a day re-marked
 * after such a release is computed again rather than skipped on its unchanged input hash.
 */
const ENGINE_REVISION = 1;

/** One day to compute, with the input hash stored beside its row (null when it has none). */
export interface DayTask {
  inputs: DayInputs;
  storedInputHash: string | null;
}

/** One computed day as the writer stores it, or `unchanged` when its inputs hash as stored. */
export type ComputedDay =
  | { unchanged: true; inputHash: string }
  | {
      unchanged: false;
      inputHash: string;
      statusCode: string | null;
      shiftCode: string;
      lopDays: number;
      /** The record without its trace as JSON: the worker serializes once, the writer sends it as is. */
      record: string;
      /** Of `record`: equal records give equal hashes, so an unchanged day is never rewritten. */
      resultHash: string;
    };

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('base64');

/**
 * The inputs' hash. The record takes nothing from `now` but whether the shift has ended, so the
 * hash keys on that: a day is not recomputed because the clock moved, only when its shift ends.
 */
function inputHashOf(inputs: DayInputs): string {
  return sha1(`${ENGINE_REVISION}\n${JSON.stringify({ ...inputs, now: dayInProgress(inputs) })}`);
}

/** The attendance engine over a batch of days (a worker-pool task: never on the HTTP thread). */
export function computeDays(tasks: readonly DayTask[]): ComputedDay[] {
  return tasks.map(({ inputs, storedInputHash }) => {
    const inputHash = inputHashOf(inputs);
    if (inputHash === storedInputHash) return { unchanged: true, inputHash };
    const record = storedDayRecord(computeDay(inputs));
    const json = JSON.stringify(record);
    return { unchanged: false, inputHash, statusCode: record.attendanceData, shiftCode: record.shift, lopDays: record.lopDays, record: json, resultHash: sha1(json) };
  });
}
