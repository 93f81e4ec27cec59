import crypto from 'node:crypto';
import { computeDay, type DayInputs } from '../attendance/engine/index.js';

/** One computed day as the writer stores it: the record as JSON text and its hash. */
export interface ComputedDay {
  statusCode: string | null;
  shiftCode: string;
  lopDays: number;
  /** The DayRecord (with its trace) as JSON: the worker serializes once, the writer sends it as is. */
  record: string;
  /** Of `record`: equal records give equal hashes, so an unchanged day is never rewritten. */
  resultHash: string;
}

/** The attendance engine over a batch of days (a worker-pool task: never on the HTTP thread). */
export function computeDays(inputs: readonly DayInputs[]): ComputedDay[] {
  return inputs.map((dayInputs) => {
    const record = computeDay(dayInputs);
    const json = JSON.stringify(record);
    return {
      statusCode: record.attendanceData,
      shiftCode: record.shift,
      lopDays: record.lopDays,
      record: json,
      resultHash: crypto.createHash('sha1').update(json).digest('base64'),
    };
  });
}
