import type { SessionRecord } from '../../../shared/sessionRecord';
import type { TraceStep } from './traceStep';

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
