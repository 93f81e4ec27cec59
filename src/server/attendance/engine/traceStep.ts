import type { DayType, RosterEntry, SessionNumber } from './dayInputs';
import type { DecisionSource } from './precedence';

/** Why a swipe did not count. */
export type IgnoredBecause = 'outsideSwipeWindow' | 'inWhileAlreadyIn' | 'outWithoutIn' | 'noOutAfterIn' | 'closesDayBefore';

/**
 * One structured step of how a day was decided, in the order the passes ran. Times are HH:mm
 * clock times with `nextDay` where a night shift crossed midnight; durations HH:mm. The Explain
 * panel renders them with explainTrace; nothing here is prose, so the wording can change freely.
 */
export type TraceStep =
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
      /** fromDayBefore: a shift starting before the lead time (e.g. 00:30) counts swipes from the evening before. */
      swipeWindow: { from: string; to: string; fromDayBefore: boolean };
    }
  /** closes: for closesDayBefore, the day before's in-punch whose span that out-punch ended (its hours count there). */
  | { step: 'swipeIgnored'; at: string; nextDay: boolean; because: IgnoredBecause; closes?: string }
  /** An out-punch after the window that closed this day's open in-punch: the span counts on this day. */
  | { step: 'outAfterWindow'; at: string; nextDay: boolean; closes: string }
  | { step: 'swipeMerged'; at: string; nextDay: boolean; into: string; withinMinutes: number }
  | {
      step: 'punchesPaired';
      pairing: 'byDirection' | 'firstInLastOut';
      punchesKept: number;
      pairs: { in: string; out: string; nextDay: boolean }[];
      unpairedIn: string | null;
    }
  | { step: 'lateIn'; session: SessionNumber; at: string; lateBy: string; graceTime: string; withinGrace: boolean }
  /** A gap around the sessions' boundary short enough to be a break: neither Session 1's early out nor Session 2's late in. */
  | { step: 'middayBreak'; from: string; to: string; toleranceMinutes: number }
  /** onTimeWithinGrace: a late arrival within grace, counted as worked (it is on time). */
  | { step: 'worked'; totalWorkHours: string; breakHrs: string; onTimeWithinGrace: string; halfDayTime: string; fullDayTime: string; reached: 'fullDay' | 'halfDay' | 'none' }
  /** Hours worked on a day whole-day leave covers: recorded, not excess. */
  | { step: 'workedOnLeave'; totalWorkHours: string }
  | { step: 'decided'; source: DecisionSource; sessions: SessionNumber[]; status: string; detail: string | null }
  | { step: 'undecidedIsAbsent'; sessions: SessionNumber[] }
  | { step: 'inProgress'; until: string; nextDay: boolean }
  | { step: 'lop'; days: number; message: string };
