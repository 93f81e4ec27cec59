import type { Shift } from './dayInputs';
import { minutesOfHHmm } from './wallClock';

/** Swipes count for a shift from this long before its in time, for 24 hours, unless the shift sets its own window. */
export const SWIPE_WINDOW_LEAD_MINUTES = 4 * 60;

/**
 * A shift's configured rules (issue 19 §2) in minutes from the attendance date's midnight, with
 * today's behaviour where the shift leaves a rule unset. Read once per shift, not per day.
 */
export interface ShiftRules {
  shiftIn: number;
  /** The next day's minutes for a night shift. */
  shiftOut: number;
  grace: number;
  earlyExitGrace: number;
  markLateIn: boolean;
  markEarlyOut: boolean;
  /** The swipe window [from, to): 24 hours from SWIPE_WINDOW_LEAD_MINUTES before the in time, or the shift's own. */
  windowFrom: number;
  windowTo: number;
  /** Whether the shift sets its own window. */
  windowConfigured: boolean;
  /** 1 when the window ends at a check-out limit (windowTo is the minute after it), else 0. */
  windowToLimit: 0 | 1;
  /** How long after the window an out-punch may still close the day's open in-punch: the next day's lead, none when the shift sets its check-out limit. */
  carryMinutes: number;
  /** The scheduled break [from, to), or null. */
  break: [number, number] | null;
  /** The minutes of the break inside the shift: the full and half day are net of them. */
  breakInShift: number;
  /** The shift's full and half day net of the break inside it: the hours a working day expects. */
  fullDayNet: number;
  halfDayNet: number;
  /** Worked hours that make a full day (both sessions P) and half a day (one session P): HR's thresholds, else the net full and half day. */
  fullDayThreshold: number;
  halfDayThreshold: number;
  /** Whether each threshold is HR's (halfDayThresholdHours, absentThresholdHours) rather than the shift's full and half day. */
  fullDayByThreshold: boolean;
  halfDayByThreshold: boolean;
  hoursMode: 'firstInLastOut' | 'everyValidPair';
  keepOffDay: boolean;
}

const configured = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** The shift's out time in minutes from the date's midnight (the next day's for a night shift). */
export function endMinute(shiftIn: number, rawOut: number): number {
  return rawOut <= shiftIn ? rawOut + 1440 : rawOut;
}

const overlap = (from: number, to: number, start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));

/**
 * The swipe window of a shift, as the engine and the loader read it: [from, to) in minutes from the
 * date's midnight; a check-out limit counts its own minute (to is the minute after it).
 */
export function swipeWindowOf(shift: Shift): { from: number; to: number; configured: boolean } {
  const shiftIn = minutesOfHHmm(shift.inTime);
  const from = shiftIn - (shift.checkInBeforeMinutes ?? SWIPE_WINDOW_LEAD_MINUTES);
  if (shift.checkOutAfterMinutes === null || shift.checkOutAfterMinutes === undefined) {
    return { from, to: from + 1440, configured: shift.checkInBeforeMinutes !== null && shift.checkInBeforeMinutes !== undefined };
  }
  // Up to and including the limit's minute; never past the next day's window (the master refuses a longer one).
  const to = Math.min(endMinute(shiftIn, minutesOfHHmm(shift.outTime)) + shift.checkOutAfterMinutes + 1, from + 1440);
  return { from, to, configured: true };
}

export function shiftRulesOf(shift: Shift): ShiftRules {
  const shiftIn = minutesOfHHmm(shift.inTime);
  const shiftOut = endMinute(shiftIn, minutesOfHHmm(shift.outTime));
  const window = swipeWindowOf(shift);
  let scheduledBreak: [number, number] | null = null;
  if (configured(shift.breakStart) && (shift.breakMinutes ?? 0) > 0) {
    // A break at an earlier clock time than the in time is the next day's (a night shift's 02:00 break).
    const start = endMinute(shiftIn - 1, minutesOfHHmm(shift.breakStart));
    scheduledBreak = [start, start + shift.breakMinutes!];
  }
  const breakInShift = scheduledBreak ? overlap(scheduledBreak[0], scheduledBreak[1], shiftIn, shiftOut) : 0;
  const fullDay = minutesOfHHmm(shift.fullDayTime);
  const halfDay = minutesOfHHmm(shift.halfDayTime);
  return {
    shiftIn,
    shiftOut,
    grace: minutesOfHHmm(shift.graceTime),
    earlyExitGrace: configured(shift.earlyExitGraceTime) ? minutesOfHHmm(shift.earlyExitGraceTime) : 0,
    markLateIn: shift.markLateIn !== false,
    markEarlyOut: shift.markEarlyOut !== false,
    windowFrom: window.from,
    windowTo: window.to,
    windowConfigured: window.configured,
    windowToLimit: shift.checkOutAfterMinutes === null || shift.checkOutAfterMinutes === undefined ? 0 : 1,
    carryMinutes: shift.checkOutAfterMinutes === null || shift.checkOutAfterMinutes === undefined ? (shift.checkInBeforeMinutes ?? SWIPE_WINDOW_LEAD_MINUTES) : 0,
    break: scheduledBreak,
    breakInShift,
    fullDayNet: fullDay - breakInShift,
    halfDayNet: halfDay - Math.floor(breakInShift / 2),
    fullDayThreshold: configured(shift.halfDayThresholdHours) ? minutesOfHHmm(shift.halfDayThresholdHours) : fullDay - breakInShift,
    halfDayThreshold: configured(shift.absentThresholdHours) ? minutesOfHHmm(shift.absentThresholdHours) : halfDay - Math.floor(breakInShift / 2),
    fullDayByThreshold: configured(shift.halfDayThresholdHours),
    halfDayByThreshold: configured(shift.absentThresholdHours),
    hoursMode: shift.hoursMode === 'everyValidPair' ? 'everyValidPair' : 'firstInLastOut',
    keepOffDay: shift.workedOffDayPolicy === 'keepOffDay',
  };
}
