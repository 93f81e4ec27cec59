import crypto from 'node:crypto';
import { computeDay } from '../engine/index.js';
import { packDayRecord } from '../packedDayRecord.js';
import { storedDayRecord } from '../storedDayRecord.js';
import { assembleDayInputs } from './assembleDayInputs.js';
import type { DayBatch } from './loadDayBatches.js';

/** A part of a processor batch (a pool task): its inputs as the database wrote them, the stored hashes of its days (readStoredHashes), the clock. */
export interface DayChunk {
  batch: DayBatch;
  stored: string;
  now: string;
}

/**
 * The days of a chunk to write, as writeAttendanceDays sends them: each column one PostgreSQL
 * array literal for unnest, the records one JSON a line (JSON.stringify never writes a raw
 * newline), packed (packedDayRecord.ts). Built here, so the thread that talks to the database
 * passes a few strings on.
 */
export interface ChangedDays {
  count: number;
  employeeIds: string;
  dates: string;
  statusCodes: string;
  shiftCodes: string;
  lopDays: string;
  resultHashes: string;
  records: string;
}

/** One-shot: a third cheaper a day than a Hash object, the same digest. */
const sha1 = (text: string) => crypto.hash('sha1', text, 'base64');

/** An element of a text[] literal: quoted, so any text (commas, braces, "NULL") is itself; null is NULL. */
const textElement = (text: string | null) => (text === null ? 'NULL' : `"${text.replace(/["\\]/g, '\\$&')}"`);

type StoredRow = [employeeId: number, date: string, resultHash: string];

/**
 * The attendance engine over a chunk of days (a worker-pool task: never on the HTTP thread): the
 * inputs assembled, every day computed (the engine is cheaper than hashing its inputs was), and
 * only the days whose record hashes differently from the stored one answered for the writer.
 */
export function computeDays({ batch, stored, now }: DayChunk): ChangedDays {
  const storedHashes = new Map((JSON.parse(stored) as StoredRow[]).map(([employeeId, date, resultHash]) => [`${employeeId}|${date}`, resultHash]));
  const employeeIds: number[] = [];
  const dates: string[] = [];
  const statusCodes: string[] = [];
  const shiftCodes: string[] = [];
  const lopDays: number[] = [];
  const resultHashes: string[] = [];
  const records: string[] = [];
  for (const { key, inputs } of assembleDayInputs(batch, now)) {
    const record = storedDayRecord(computeDay(inputs));
    const json = JSON.stringify(packDayRecord(record));
    // The packed record leaves out what the columns hold: the hash covers both.
    const resultHash = sha1(`${record.attendanceData}|${record.shift}|${record.lopDays}|${json}`);
    if (resultHash === storedHashes.get(`${key.employeeId}|${key.date}`)) continue;
    employeeIds.push(key.employeeId);
    dates.push(key.date);
    statusCodes.push(textElement(record.attendanceData));
    shiftCodes.push(textElement(record.shift));
    lopDays.push(record.lopDays);
    resultHashes.push(textElement(resultHash));
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
    records: records.join('\n'),
  };
}
