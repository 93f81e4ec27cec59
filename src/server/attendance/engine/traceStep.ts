import type { DayType, RosterEntry, SessionNumber } from './dayInputs';
import type { DecisionSource } from './precedence';

/** Why a swipe did not count. */
export type IgnoredBecause = 'outsideSwipeWindow' | 'inWhileAlreadyIn' | 'outWithoutIn' | 'noOutAfterIn' | 'closesDayBefore';

/**
 * One structured step of how a day was decided, in the order the passes ran. Times are HH:mm
 * clock times with `nextDay` where a night shift crossed midnight; durations HH:mm. The Explain
 * panel renders them with explainTrace; nothing here is prose, so the wording can change freely.
 */
/** Inputs of a date the employee was not employed on, which the engine leaves uncounted. */
export type NotEmployedIgnores = 'swipes' | 'leave' | 'regularization' | 'override';

export type TraceStep =
  /** The date is outside the employment window: nothing else was decided (ignored: the inputs the date had). */
  | { step: 'notEmployed'; because: 'beforeJoining'; joined: string; ignored: NotEmployedIgnores[] }
  | { step: 'notEmployed'; because: 'afterLastWorkingDay'; lastWorkingDay: string; ignored: NotEmployedIgnores[] }
  | { step: 'dayType'; dayType: DayType }
  | ({ step: 'rostered' } & RosterEntry)
  | {
      step: 'shift';
      shiftCode: string;
      inTime: string;
      outTime: string;
      crossesMidnight: boolean;
      graceTime: string;
      fullDayTime: string;
      halfDayTime: string;
      /**
       * fromDayBefore: a shift starting before the lead time (e.g. 00:30) counts swipes from the evening before.
       * configured: the shift's own window (checkInBeforeMinutes/checkOutAfterMinutes), with toNextDay; else 24 hours.
       */
      swipeWindow: { from: string; to: string; fromDayBefore: boolean; configured?: boolean; toNextDay?: boolean };
      /** HR's thresholds (issue 19 §2), when the shift sets them: worked hours for a full day and for half a day. */
      halfDayThresholdHours?: string;
      absentThresholdHours?: string;
      /** The scheduled break, when the shift has one (clock times). */
      break?: { from: string; to: string; minutes: number };
      /** The rules the shift sets away from today's defaults, as named on the master. */
      earlyExitGraceTime?: string;
      markLateIn?: false;
      markEarlyOut?: false;
      hoursMode?: 'everyValidPair';
      workedOffDayPolicy?: 'keepOffDay';
    }
  /** closes: for closesDayBefore, the day before's in-punch whose span that out-punch ended (its hours count there). */
  | { step: 'swipeIgnored'; at: string; nextDay: boolean; because: IgnoredBecause; closes?: string }
  /** An out-punch after the window that closed this day's open in-punch: the span counts on this day. */
  | { step: 'outAfterWindow'; at: string; nextDay: boolean; closes: string }
  | { step: 'swipeMerged'; at: string; nextDay: boolean; into: string; withinMinutes: number }
  | {
      step: 'punchesPaired';
      pairing: 'byDirection' | 'firstInLastOut' | 'alternating';
      punchesKept: number;
      pairs: { in: string; out: string; nextDay: boolean }[];
      unpairedIn: string | null;
    }
  /** notMarked: the shift does not mark late in (markLateIn false), so nothing is flagged. */
  | { step: 'lateIn'; session: SessionNumber; at: string; lateBy: string; graceTime: string; withinGrace: boolean; notMarked?: true }
  /** A session's last out before its end, traced when a shift rule decided it: within earlyExitGraceTime, or markEarlyOut false. */
  | { step: 'earlyOut'; session: SessionNumber; at: string; earlyBy: string; earlyExitGraceTime: string; withinGrace: boolean; notMarked?: true }
  /** The scheduled break excused an early out or a late in around it (the minutes of each flag it took). */
  | { step: 'breakExcused'; from: string; to: string; excused: { session: SessionNumber; flag: 'lateIn' | 'earlyOut'; by: string }[] }
  /**
   * onTimeWithinGrace: a late arrival (and earlyExitWithinGrace, a departure) within grace, counted as worked.
   * workedHours: the measure judged (hoursMode: first in to last out, or every valid pair), net of
   * breakDeducted (the scheduled break inside it), against halfDayTime/fullDayTime, the net hours
   * (HR's thresholds when set, thresholds true).
   */
  | {
      step: 'worked';
      totalWorkHours: string;
      breakHrs: string;
      onTimeWithinGrace: string;
      halfDayTime: string;
      fullDayTime: string;
      reached: 'fullDay' | 'halfDay' | 'none';
      hoursMode?: 'firstInLastOut' | 'everyValidPair';
      workedHours?: string;
      breakDeducted?: string;
      earlyExitWithinGrace?: string;
      thresholds?: true;
    }
  /** A weekly off or holiday worked on a shift whose workedOffDayPolicy is keepOffDay: it stays OFF/H, the hours are excess. */
  | { step: 'offDayKept'; status: string; workedHours: string }
  /** Hours worked on a day whole-day leave covers: recorded, not excess. */
  | { step: 'workedOnLeave'; totalWorkHours: string }
  | { step: 'decided'; source: DecisionSource; sessions: SessionNumber[]; status: string; detail: string | null }
  | { step: 'undecidedIsAbsent'; sessions: SessionNumber[] }
  | { step: 'inProgress'; until: string; nextDay: boolean }
  | { step: 'lop'; days: number; message: string };
