import { explainTrace, type DayRecord, type SessionRecord } from '../engine/index.js';
import type { RegularizationState } from '../../../shared/attendanceMonthData.js';
import type { DaySwipe } from '../../../shared/daySwipe.js';
import { isLeaveCode, statusSessions } from './statusSessions.js';

export interface DayDetailsInputs {
  empId: string;
  empName: string;
  date: string;
  stored: { record: DayRecord; processedAt: Date } | null;
  regularization: { status: RegularizationState; workType: 'REG' | 'WFH' | 'OD' } | null;
  swipes: DaySwipe[];
}

const sessionRow = (name: string, session: SessionRecord) => ({ session: name, ...session });

/** Spec 001 §3's flat record: session columns named session1_firstIn, session_1_shift, … */
function flatRecord(empId: string, empName: string, record: DayRecord, regularization: RegularizationState | null) {
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

/**
 * The day-details dialog's answer: the record, its sessions, the swipes, when it was processed, the
 * shift as the engine applied it, the scheme (how the day's punches arrived), LOP and the trace as
 * sentences. A date not processed yet answers with its swipes and says so.
 */
export function attendanceDayDetails({ empId, empName, date, stored, regularization, swipes }: DayDetailsInputs) {
  const record = stored?.record ?? null;
  const shiftStep = record?.trace.find((step) => step.step === 'shift');
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
    explain: record ? explainTrace(record.trace) : ['This day has not been processed yet: its status appears once its swipes and calendar are processed.'],
  };
}

export type AttendanceDayDetails = ReturnType<typeof attendanceDayDetails>;
