import type { DayRecord } from './engine/index.js';
import { offDayWorked, type OffDayWorked } from './offDayWorked.js';

/**
 * What attendance_day.record holds: the engine's record without its trace. The trace is most of a
 * record's bytes and only the day-details call reads it, so that call recomputes it from the day's
 * inputs (docs/attendance-engine.md, "Compute and writer"). What other modules read from the trace
 * is kept instead: `offDay`, a worked weekly off or holiday (comp-off), null on a working day.
 */
export type StoredDayRecord = Omit<DayRecord, 'trace'> & { offDay: OffDayWorked | null };

/** The engine's record (its trace read into offDay), or a stored one (put in the stored order). */
type RecordToStore = DayRecord | StoredDayRecord;

/**
 * The record as stored: its fields named one by one, in the engine's order, rather than copied by
 * `{ trace, ...stored }`, which costs as much as a third of the engine's own time per day.
 */
export function storedDayRecord(record: RecordToStore): StoredDayRecord {
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
    offDay: 'trace' in record ? offDayWorked(record.trace) : record.offDay,
  };
}
