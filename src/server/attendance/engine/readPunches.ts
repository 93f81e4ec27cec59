import type { Swipe } from './dayInputs';
import type { TraceStep } from './traceStep';
import { formatHHmm, minutesFromDay } from './wallClock';

/** Two swipes of the same direction this close together are one punch (a device read twice, a double tap). */
export const DUPLICATE_WINDOW_MINUTES = 2;

export interface Punches {
  /** Worked intervals in minutes from the day's start, in time order. */
  pairs: [number, number][];
  /** The first in-punch (or first direction-less punch), even when nothing paired. */
  firstIn: number | null;
}

/**
 * A punch as one number, minute × 4 + direction (IN 0, OUT 1, none 2): sorting the numbers sorts
 * by time, then direction, and a day's punches need no object each. The device is not in it:
 * punches of one minute and one direction are interchangeable for everything the engine answers.
 */
const IN = 0;
const OUT = 1;
const NONE = 2;
const minuteOf = (punch: number) => Math.floor(punch / 4);
const directionOf = (punch: number) => punch - 4 * minuteOf(punch);

const clock = (minute: number) => ({ at: formatHHmm(minute, true), nextDay: minute >= 1440 });

/**
 * The swipes as punches in one order whatever order they came in, so the result never depends on
 * it: by time, direction, device. A swipe whose time cannot be read (NaN) makes that order
 * arbitrary for the others too; such a day keeps the order the comparison gives, as it always did.
 */
function sortedPunches(swipes: Swipe[], attendanceDate: string, dayStart: number): number[] {
  const punches: number[] = [];
  let unreadable = false;
  for (const swipe of swipes) {
    const minute = minutesFromDay(attendanceDate, dayStart, swipe.at);
    if (Number.isNaN(minute)) unreadable = true;
    const punch = 4 * minute + (swipe.direction === 'IN' ? IN : swipe.direction === 'OUT' ? OUT : NONE);
    // Insertion: a day has a handful of swipes.
    let at = punches.length;
    while (at > 0 && punches[at - 1] > punch) punches[at] = punches[--at];
    punches[at] = punch;
  }
  if (!unreadable) return punches;
  const DIRECTION_ORDER = { IN: 0, OUT: 1, none: 2 } as const;
  return swipes
    .map((swipe) => ({ minute: minutesFromDay(attendanceDate, dayStart, swipe.at), direction: swipe.direction, device: swipe.device }))
    .sort(
      (a, b) =>
        a.minute - b.minute ||
        DIRECTION_ORDER[a.direction ?? 'none'] - DIRECTION_ORDER[b.direction ?? 'none'] ||
        (a.device < b.device ? -1 : a.device > b.device ? 1 : 0),
    )
    .map((punch) => 4 * punch.minute + DIRECTION_ORDER[punch.direction ?? 'none']);
}

/**
 * The punch passes: keep the swipes inside the shift's swipe window [`windowFrom`, `windowTo`),
 * merge duplicates, pair them. Paired by direction when every punch has one (IN opens, OUT closes;
 * a second IN while in and an OUT with nothing open are ignored); when any punch lacks a direction,
 * first punch in and last punch out, since the ones between cannot be told apart. An in-punch still
 * open when the window ends is closed by the first punch after it when that is an out-punch before
 * the next shift starts (within `carryMinutes`, 0 for a shift with its own window): the span counts
 * on the day it began, and the next day names that out-punch as the day before's. With `alternate`
 * (hoursMode everyValidPair) punches without direction are paired alternately in time order, an
 * in then an out, instead of first in / last out. Steps go to `trace`; `dayStart` is the date's utcMinutes.
 */
export function readPunches(
  swipes: Swipe[],
  attendanceDate: string,
  dayStart: number,
  windowFrom: number,
  windowTo: number,
  carryMinutes: number,
  alternate: boolean,
  trace: TraceStep[],
): Punches {
  // Each pass keeps its punches at the front of the one sorted list: no list per pass.
  const punches = sortedPunches(swipes, attendanceDate, dayStart);
  let inWindow = 0;
  // The last punch before the window (an in-punch the day before may still be open) and the first
  // after it (an out-punch that may close this day's open in-punch), as punch numbers.
  let lastBefore: number | undefined;
  let firstAfter: number | undefined;
  for (const punch of punches) {
    const minute = minuteOf(punch);
    if (minute >= windowFrom && minute < windowTo) {
      punches[inWindow++] = punch;
      continue;
    }
    if (minute < windowFrom) lastBefore = punch;
    else if (firstAfter === undefined && directionOf(punch) === OUT && minute < windowTo + carryMinutes) {
      firstAfter = punch;
      continue; // traced once pairing tells whether it closes this day's in-punch
    }
    trace.push({ step: 'swipeIgnored', ...clock(minute), because: 'outsideSwipeWindow' });
  }

  let kept = 0;
  // The last kept punch's minute of each direction: a duplicate is measured against it.
  const lastKept: (number | undefined)[] = [undefined, undefined, undefined];
  let directionless = false;
  for (let index = 0; index < inWindow; index++) {
    const punch = punches[index];
    const minute = minuteOf(punch);
    const direction = directionOf(punch);
    const same = lastKept[direction];
    if (same !== undefined && minute - same <= DUPLICATE_WINDOW_MINUTES) {
      trace.push({ step: 'swipeMerged', ...clock(minute), into: formatHHmm(same, true), withinMinutes: DUPLICATE_WINDOW_MINUTES });
    } else {
      punches[kept++] = punch;
      lastKept[direction] = minute;
      if (direction === NONE) directionless = true;
    }
  }
  const pairs: [number, number][] = [];
  let unpairedIn: number | null = null;
  if (directionless && !alternate) {
    if (kept === 1) unpairedIn = minuteOf(punches[0]);
    else if (kept > 1) pairs.push([minuteOf(punches[0]), minuteOf(punches[kept - 1])]);
  } else {
    // An out-punch first in the window, soon after an in-punch the day before, closes that one.
    const closesDayBefore = lastBefore !== undefined && directionOf(lastBefore) === IN && kept > 0 && directionOf(punches[0]) === OUT && minuteOf(punches[0]) < windowFrom + carryMinutes;
    for (let index = 0; index < kept; index++) {
      const punch = punches[index];
      const minute = minuteOf(punch);
      // Every valid pair (hoursMode): a punch without direction closes the open one, else opens one.
      const direction = directionOf(punch) === NONE ? (unpairedIn === null ? IN : OUT) : directionOf(punch);
      if (direction === IN && unpairedIn === null) unpairedIn = minute;
      else if (direction === IN) trace.push({ step: 'swipeIgnored', ...clock(minute), because: 'inWhileAlreadyIn' });
      else if (unpairedIn !== null) {
        pairs.push([unpairedIn, minute]);
        unpairedIn = null;
      } else if (index === 0 && closesDayBefore) {
        trace.push({ step: 'swipeIgnored', ...clock(minute), because: 'closesDayBefore', closes: formatHHmm(minuteOf(lastBefore!), true) });
      } else trace.push({ step: 'swipeIgnored', ...clock(minute), because: 'outWithoutIn' });
    }
    // Only an in-punch with its direction is carried past the window (as without every valid pair).
    if (unpairedIn !== null && firstAfter !== undefined && !directionless) {
      const out = minuteOf(firstAfter);
      trace.push({ step: 'outAfterWindow', ...clock(out), closes: formatHHmm(unpairedIn, true) });
      pairs.push([unpairedIn, out]);
      unpairedIn = null;
      firstAfter = undefined;
    } else if (unpairedIn !== null && pairs.length > 0) {
      trace.push({ step: 'swipeIgnored', ...clock(unpairedIn), because: 'noOutAfterIn' });
    }
  }
  if (firstAfter !== undefined) trace.push({ step: 'swipeIgnored', ...clock(minuteOf(firstAfter)), because: 'outsideSwipeWindow' });
  if (kept === 0) return { pairs: [], firstIn: null };
  trace.push({
    step: 'punchesPaired',
    pairing: directionless ? (alternate ? 'alternating' : 'firstInLastOut') : 'byDirection',
    punchesKept: kept,
    pairs: pairs.map(([from, to]) => ({ in: formatHHmm(from, true), out: formatHHmm(to, true), nextDay: to >= 1440 })),
    unpairedIn: pairs.length === 0 && unpairedIn !== null ? formatHHmm(unpairedIn, true) : null,
  });
  return { pairs, firstIn: pairs.length > 0 ? pairs[0][0] : unpairedIn };
}
