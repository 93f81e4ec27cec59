import type { DayRecord, TraceStep } from './engine/index.js';

/**
 * What attendance_day.record holds: the engine's record without its trace. The trace is most of a
 * record's bytes and only the day-details call reads it, so that call recomputes it from the day's
 * inputs (docs/attendance-engine.md, "Compute and writer").
 */
export type StoredDayRecord = Omit<DayRecord, 'trace'>;

/** The record as stored; also strips the trace a row written before it left the row still carries. */
export function storedDayRecord(record: StoredDayRecord & { trace?: TraceStep[] }): StoredDayRecord {
  const { trace: _trace, ...stored } = record;
  return stored;
}
