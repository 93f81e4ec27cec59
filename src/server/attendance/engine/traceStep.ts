import type { DayType, SessionNumber } from './dayInputs';
import type { DecisionSource } from './precedence';

/** Why a swipe did not count. */
export type IgnoredBecause = 'outsideSwipeWindow' | 'inWhileAlreadyIn' | 'outWithoutIn' | 'noOutAfterIn';

/**
 * One structured step of how a day was decided, in the order the passes ran. Times are HH:mm
 * clock times with `nextDay` where a night shift crossed midnight; durations HH:mm. The Explain
 * panel renders them with explainTrace; nothing here is prose, so the wording can change freely.
 */
export type TraceStep =
  | { step: 'dayType'; dayType: DayType }
  | {
      step: 'shift';
      shiftCode: string;
      inTime: string;
      outTime: string;
      crossesMidnight: boolean;
      graceTime: string;
      fullDayTime: string;
      halfDayTime: string;
      swipeWindow: { from: string; to: string };
    }
  | { step: 'swipeIgnored'; at: string; nextDay: boolean; because: IgnoredBecause }
  | { step: 'swipeMerged'; at: string; nextDay: boolean; into: string; withinMinutes: number }
  | {
      step: 'punchesPaired';
      pairing: 'byDirection' | 'firstInLastOut';
      punchesKept: number;
      pairs: { in: string; out: string; nextDay: boolean }[];
      unpairedIn: string | null;
    }
  | { step: 'lateIn'; session: SessionNumber; at: string; lateBy: string; graceTime: string; withinGrace: boolean }
  | { step: 'worked'; totalWorkHours: string; breakHrs: string; halfDayTime: string; fullDayTime: string; reached: 'fullDay' | 'halfDay' | 'none' }
  | { step: 'decided'; source: DecisionSource; sessions: SessionNumber[]; status: string; detail: string | null }
  | { step: 'undecidedIsAbsent'; sessions: SessionNumber[] }
  | { step: 'inProgress'; until: string; nextDay: boolean }
  | { step: 'lop'; days: number; message: string };
