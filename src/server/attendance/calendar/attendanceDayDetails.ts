import { isDeepStrictEqual } from 'node:util';
import { explainTrace, type DayRecord, type SessionRecord } from '../engine/index.js';
import { storedDayRecord, type StoredDayRecord } from '../storedDayRecord.js';
import type { RegularizationState } from '../../../shared/attendanceMonthData.js';
import type { DaySwipe } from '../../../shared/daySwipe.js';
import { isLeaveCode, statusSessions } from './statusSessions.js';

export interface DayDetailsInputs {
  empId: string;
  empName: string;
  date: string;
  stored: { record: StoredDayRecord; processedAt: Date } | null;
  /** The engine's record of the day's inputs as they are now, with its trace (null when not processed). */
  explained: DayRecord | null;
  regularization: { status: RegularizationState; workType: 'REG' | 'WFH' | 'OD' } | null;
  swipes: DaySwipe[];
}

const sessionRow = (name: string, session: SessionRecord) => ({ session: name, ...session });

/** Spec 001 §3's flat record: session columns named session1_firstIn, session_1_shift, … */
function flatRecord(empId: string, empName: string, record: StoredDayRecord, regularization: RegularizationState | null) {
  const sessions = statusSessions(record.attendanceData);
  const leaves = sessions ? [...new Set(sessions.filter(isLeaveCode))] : [];
  const flat: Record<string, string | number | null> = {
    empId,
    empName,
    attendanceDate: record.attendanceDate,
    attendanceData: record.attendanceData,
    regularization,
    shift: record.shift,
    leave: leaves.length ? leaves.join('/') : null,
    inTime: record.inTime,
    outTime: record.outTime,
    totalWorkHours: record.totalWorkHours,
    breakHrs: record.breakHrs,
    actualWorkHours: record.actualWorkHours,
    shortFallHours: record.shortFallHours,
    excessHours: record.excessHours,
  };
  for (const n of [1, 2] as const) {
    const session = n === 1 ? record.session1 : record.session2;
    flat[`session_${n}_shift`] = session.shift;
    flat[`session${n}_firstIn`] = session.firstIn;
    flat[`session${n}_lastOut`] = session.lastOut;
    flat[`session${n}_lateIn`] = session.lateIn;
    flat[`session${n}_excessIn`] = session.excessIn;
    flat[`session${n}_earlyOut`] = session.earlyOut;
  }
  return flat;
}

/** Said first when the day's inputs no longer give its stored record: a mark not yet processed, or a closed payroll month. */
export const INPUTS_CHANGED_NOTE =
  'The inputs of this day have changed since it was processed (it is recomputed shortly, or kept as processed in a closed payroll month); the steps below are those of its inputs now.';

/**
 * The day-details dialog's answer: the record, its sessions, the swipes, when it was processed, the
 * shift as the engine applied it, the scheme (how the day's punches arrived), LOP and the trace as
 * sentences. The trace is not stored: it is the recomputed record's, the same trace as long as the
 * inputs give the stored record again (the engine is pure); otherwise the answer says so first.
 * A date not processed yet answers with its swipes and says so.
 */
export function attendanceDayDetails({ empId, empName, date, stored, explained, regularization, swipes }: DayDetailsInputs) {
  const record = stored?.record ?? null;
  const current = record !== null && explained !== null && isDeepStrictEqual(record, storedDayRecord(explained));
  const shiftStep = record && explained?.shift === record.shift ? explained.trace.find((step) => step.step === 'shift') : undefined;
  const sources = [...new Set(swipes.map((swipe) => swipe.source))];
  return {
    empId,
    empName,
    attendanceDate: date,
    processed: record !== null,
    processedOn: stored ? stored.processedAt.toISOString() : null,
    inProgress: record?.inProgress ?? false,
    shift:
      shiftStep && shiftStep.step === 'shift'
        ? { shiftCode: shiftStep.shiftCode, inTime: shiftStep.inTime, outTime: shiftStep.outTime, graceTime: shiftStep.graceTime, fullDayTime: shiftStep.fullDayTime, halfDayTime: shiftStep.halfDayTime }
        : record
          ? { shiftCode: record.shift, inTime: null, outTime: null, graceTime: null, fullDayTime: null, halfDayTime: null }
          : null,
    scheme: sources.length ? sources.join(', ') : null,
    regularization: regularization ?? null,
    record: record ? flatRecord(empId, empName, record, regularization?.status ?? null) : null,
    sessions: record ? [sessionRow('Session 1', record.session1), sessionRow('Session 2', record.session2)] : [],
    swipes,
    lopDays: record?.lopDays ?? 0,
    lopMessage: record?.lopMessage ?? null,
    explain: !record
      ? ['This day has not been processed yet: its status appears once its swipes and calendar are processed.']
      : current
        ? explainTrace(explained.trace)
        : [INPUTS_CHANGED_NOTE, ...(explained ? explainTrace(explained.trace) : [])],
  };
}

export type AttendanceDayDetails = ReturnType<typeof attendanceDayDetails>;
