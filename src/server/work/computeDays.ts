import crypto from 'node:crypto';
import { computeDay, dayInProgress, type DayInputs } from '../attendance/engine/index.js';
import { packDayRecord } from '../attendance/packedDayRecord.js';
import { storedDayRecord } from '../attendance/storedDayRecord.js';
import { assembleDayInputs } from '../attendance/processor/assembleDayInputs.js';
import type { DayBatch } from '../attendance/processor/loadDayBatches.js';

/**
 * Changes whenever the engine gives another record for the same inputs, so that a day re-marked
 * after such a release is computed again rather than skipped on its unchanged input hash.
 */
const ENGINE_REVISION = 2;

/** A part of a processor batch (a pool task): its inputs as the database wrote them, the stored hashes of its days (readStoredHashes), the clock. */
export interface DayChunk {
  batch: DayBatch;
  stored: string;
  now: string;
}

/**
 * The days of a chunk to write, as writeAttendanceDays sends them: each column one PostgreSQL
 * array literal for unnest, the records one JSON a line (JSON.stringify never writes a raw
 * newline), packed (packedDayRecord.ts). Built here, so the thread that talks to the database passes a few strings on.
 */
export interface ChangedDays {
  count: number;
  employeeIds: string;
  dates: string;
  statusCodes: string;
  shiftCodes: string;
  lopDays: string;
  resultHashes: string;
  inputHashes: string;
  records: string;
}

/** One-shot: a third cheaper a day than a Hash object, the same digest. */
const sha1 = (text: string) => crypto.hash('sha1', text, 'base64');

/**
 * The inputs' hash. The record takes nothing from `now` but whether the shift has ended, so the
 * hash keys on that: a day is not recomputed because the clock moved, only when its shift ends.
 */
function inputHashOf(inputs: DayInputs): string {
  return sha1(`${ENGINE_REVISION}\n${JSON.stringify({ ...inputs, now: dayInProgress(inputs) })}`);
}

/** An element of a text[] literal: quoted, so any text (commas, braces, "NULL") is itself; null is NULL. */
const textElement = (text: string | null) => (text === null ? 'NULL' : `"${text.replace(/["\\]/g, '\\$&')}"`);

type StoredRow = [employeeId: number, date: string, resultHash: string, inputHash: string | null];

/**
 * The attendance engine over a chunk of days (a worker-pool task: never on the HTTP thread): the
 * inputs assembled, a day whose inputs hash as stored skipped (its record cannot have changed), the
 * others computed for the writer, which leaves a row alone when both its hashes are as stored.
 */
export function computeDays({ batch, stored, now }: DayChunk): ChangedDays {
  const storedByKey = new Map((JSON.parse(stored) as StoredRow[]).map((row) => [`${row[0]}|${row[1]}`, row]));
  const employeeIds: number[] = [];
  const dates: string[] = [];
  const statusCodes: string[] = [];
  const shiftCodes: string[] = [];
  const lopDays: number[] = [];
  const resultHashes: string[] = [];
  const inputHashes: string[] = [];
  const records: string[] = [];
  for (const { key, inputs } of assembleDayInputs(batch, now)) {
    const inputHash = inputHashOf(inputs);
    const row = storedByKey.get(`${key.employeeId}|${key.date}`);
    if (inputHash === row?.[3]) continue;
    const record = storedDayRecord(computeDay(inputs));
    const json = JSON.stringify(packDayRecord(record));
    employeeIds.push(key.employeeId);
    dates.push(key.date);
    statusCodes.push(textElement(record.attendanceData));
    shiftCodes.push(textElement(record.shift));
    lopDays.push(record.lopDays);
    // The packed record leaves out what the columns hold: the hash covers both.
    resultHashes.push(textElement(sha1(`${record.attendanceData}|${record.shift}|${record.lopDays}|${json}`)));
    inputHashes.push(textElement(inputHash));
    records.push(json);
  }
  const literal = (elements: readonly (string | number)[]) => `{${elements.join(',')}}`;
  return {
    count: employeeIds.length,
    employeeIds: literal(employeeIds),
    dates: literal(dates),
    statusCodes: literal(statusCodes),
    shiftCodes: literal(shiftCodes),
    lopDays: literal(lopDays),
    resultHashes: literal(resultHashes),
    inputHashes: literal(inputHashes),
    records: records.join('\n'),
  };
}
