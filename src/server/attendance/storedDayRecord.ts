import type { DayRecord } from './engine/index.js';

/**
 * What attendance_day.record holds: the engine's record without its trace. The trace is most of a
 * record's bytes and only the day-details call reads it, so that call recomputes it from the day's
 * inputs (docs/attendance-engine.md, "Compute and writer").
 */
export type StoredDayRecord = Omit<DayRecord, 'trace'>;

/**
 * The record as stored: its fields named one by one, in the engine's order, so a row read back
 * also loses the trace a row written before it left still carries. Named rather than copied by
 * `{ trace, ...stored }`, which costs as much as a third of the engine's own time per day.
 */
export function storedDayRecord(record: StoredDayRecord): StoredDayRecord {
  return {
    empId: record.empId,
    attendanceDate: record.attendanceDate,
    attendanceData: record.attendanceData,
    shift: record.shift,
    inProgress: record.inProgress,
    inTime: record.inTime,
    outTime: record.outTime,
    totalWorkHours: record.totalWorkHours,
    breakHrs: record.breakHrs,
    actualWorkHours: record.actualWorkHours,
    shortFallHours: record.shortFallHours,
    excessHours: record.excessHours,
    session1: record.session1,
    session2: record.session2,
    lopDays: record.lopDays,
    lopMessage: record.lopMessage,
  };
}
