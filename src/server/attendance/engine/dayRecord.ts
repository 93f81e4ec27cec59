import type { TraceStep } from './traceStep';

/** One session's columns of spec 001 §3 (session1_firstIn, …); times HH:mm or null when there is none. */
export interface SessionRecord {
  shift: string;
  firstIn: string | null;
  lastOut: string | null;
  lateIn: string;
  excessIn: string;
  earlyOut: string;
  /** The session's status code (P, A, a leave code, OD, WFH, H, OFF), null while the day is in progress. */
  status: string | null;
}

/**
 * Spec 001 §3's attendance day record, plus LOP and the decision trace. attendanceData is the
 * legend code when both sessions agree, otherwise 'Session 1/Session 2' codes such as 'P/A' or
 * 'CL/P'; null while today is in progress or the date is in the future with nothing decided.
 */
export interface DayRecord {
  empId: string;
  attendanceDate: string;
  attendanceData: string | null;
  shift: string;
  inProgress: boolean;
  inTime: string | null;
  outTime: string | null;
  totalWorkHours: string;
  breakHrs: string;
  actualWorkHours: string;
  shortFallHours: string;
  excessHours: string;
  session1: SessionRecord;
  session2: SessionRecord;
  lopDays: number;
  lopMessage: string | null;
  trace: TraceStep[];
}
