/**
 * Everything the engine needs for one employee on one attendance date, as plain data. Times are
 * the organisation's wall-clock times: dates 'YYYY-MM-DD', instants 'YYYY-MM-DDTHH:mm' (seconds
 * allowed and dropped), shift times and durations 'HH:mm'. The loader resolves zones, rosters,
 * weekend policies and holidays before calling; the engine never reads a clock or a database.
 */

/** Spec 001's swipe log: LogDateTime, DeviceName, Direction (In, Out or none). */
export interface Swipe {
  at: string;
  direction: 'IN' | 'OUT' | null;
  device: string;
}

/** Spec 001 §3 Shift. fullDayTime/halfDayTime are read from the master, not recomputed here. */
export interface Shift {
  shiftCode: string;
  inTime: string;
  /** Earlier than inTime for a night shift: the shift ends the next day and belongs to the day it starts. */
  outTime: string;
  graceTime: string;
  fullDayTime: string;
  halfDayTime: string;
  /**
   * Issue 19 §2's rules HR sets per shift (the shift master's fields of the same names). Each left
   * out (or null) is today's behaviour: shiftRules.ts reads them with their defaults.
   */
  /** HH:mm: worked hours at or above it are a full day (P/P); unset, the full day (net of the break). */
  halfDayThresholdHours?: string | null;
  /** HH:mm: worked hours below it are no session; between it and the half-day threshold one session; unset, the half day. */
  absentThresholdHours?: string | null;
  /** The swipe window: from this many minutes before the in time (unset: 240) … */
  checkInBeforeMinutes?: number | null;
  /** … to this many after the out time (unset: 24 hours from the window's start). */
  checkOutAfterMinutes?: number | null;
  /** HH:mm: a departure at most this long before the out time is on time (unset: 00:00). */
  earlyExitGraceTime?: string | null;
  /** Whether late in and early out are flagged at all (unset: true). */
  markLateIn?: boolean | null;
  markEarlyOut?: boolean | null;
  /** A scheduled break (HH:mm, minutes): deducted from worked hours once, never a late or early flag. */
  breakStart?: string | null;
  breakMinutes?: number | null;
  /** How worked hours are measured: first in to last out (unset), or the sum of every in→out pair. */
  hoursMode?: 'firstInLastOut' | 'everyValidPair' | null;
  /** A weekly off or holiday with punches: P (unset, 'present'), or kept OFF/H with the hours as excess ('keepOffDay'). */
  workedOffDayPolicy?: 'present' | 'keepOffDay' | null;
}

/** What the calendar says the date is, before anyone punches: resolved by roster, weekend policy and holiday master. */
export type DayType =
  | { kind: 'working'; because: 'weekday' | 'saturdayWorkingByPolicy' | 'roster' }
  | { kind: 'weeklyOff'; because: 'sunday' | 'saturdayOffByPolicy' | 'roster' }
  | { kind: 'holiday'; occasion: string; restricted: boolean };

export type SessionNumber = 1 | 2;

/** An approved leave for one or both sessions; leaveCode is a legend code (CL, SL, PL, …). */
export interface ApprovedLeave {
  leaveCode: string;
  sessions: SessionNumber[];
}

/** An approved regularization date (spec 001 §3 appliedRegularizations) with its work type. */
export interface ApprovedRegularization {
  regularizationCode: string;
  workType: 'REG' | 'WFH' | 'OD';
  /** HH:mm; endTime earlier than startTime means the next day (night shift). */
  startTime: string | null;
  endTime: string | null;
  sessions: SessionNumber[];
}

/** Spec 001's attendance override: per session P or A (other existing codes are kept as given). */
export interface ManualOverride {
  session1: string | null;
  session2: string | null;
  remarks: string;
  /** Who set it (Emp ID and name) and when (YYYY-MM-DD HH:mm, the organisation's wall time): the trace names them. */
  overriddenBy?: string;
  overriddenAt?: string;
}

/** The roster entry of the date that chose its shift or day type, and the upload that wrote it (docs/shifts-and-weekends.md). */
export interface RosterEntry {
  shiftCode: string | null;
  dayType: 'OFF' | 'WORKING' | null;
  by: 'shiftRoster' | 'dayType';
}

/**
 * The employee's employment window (employee.date_of_joining, employee.last_working_day; either may
 * be unknown). Both days themselves are employed days; before joining or after the last working
 * day the employee is not employed, and the engine records no attendance (computeDay).
 */
export interface EmploymentWindow {
  joined: string | null;
  lastWorkingDay: string | null;
}

export interface DayInputs {
  empId: string;
  attendanceDate: string;
  shift: Shift;
  dayType: DayType;
  /** Swipes near the date (the loader may pass the previous and next day's too: the engine keeps the shift's swipe window). */
  swipes: Swipe[];
  leaves: ApprovedLeave[];
  regularizations: ApprovedRegularization[];
  override: ManualOverride | null;
  /** Set when a roster entry decided the shift or the day type: the trace names it. */
  rostered?: RosterEntry;
  /** Absent: employed on every date (the loader passes it when the employee has either date). */
  employment?: EmploymentWindow;
  /** The one clock: the caller's "now" in the organisation's wall time. */
  now: string;
}
