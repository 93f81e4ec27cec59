import type { Swipe } from './dayInputs';
import type { TraceStep } from './traceStep';
import { formatHHmm, minutesFromDayStart } from './wallClock';

/** Two swipes of the same direction this close together are one punch (a device read twice, a double tap). */
export const DUPLICATE_WINDOW_MINUTES = 2;

export interface Punches {
  /** Worked intervals in minutes from the day's start, in time order. */
  pairs: [number, number][];
  /** The first in-punch (or first direction-less punch), even when nothing paired. */
  firstIn: number | null;
  /** The last out of a pair; null when nothing paired. */
  lastOut: number | null;
  trace: TraceStep[];
}

interface Punch {
  minute: number;
  direction: Swipe['direction'];
  device: string;
}

const DIRECTION_ORDER = { IN: 0, OUT: 1, none: 2 } as const;
const clock = (minute: number) => ({ at: formatHHmm(minute, true), nextDay: minute >= 1440 });

/** Swipes in one order whatever order they came in, so the result never depends on it. */
function canonicalOrder(a: Punch, b: Punch): number {
  return (
    a.minute - b.minute ||
    DIRECTION_ORDER[a.direction ?? 'none'] - DIRECTION_ORDER[b.direction ?? 'none'] ||
    (a.device < b.device ? -1 : a.device > b.device ? 1 : 0)
  );
}

/**
 * The punch passes: keep the swipes inside the shift's swipe window, merge duplicates, pair them.
 * Paired by direction when every punch has one (IN opens, OUT closes; a second IN while in and an
 * OUT with nothing open are ignored); when any punch lacks a direction, first punch in and last
 * punch out, since the ones between cannot be told apart.
 */
export function readPunches(swipes: Swipe[], attendanceDate: string, window: { from: number; to: number }): Punches {
  const trace: TraceStep[] = [];
  const inWindow: Punch[] = [];
  const sorted = swipes
    .map((swipe) => ({ minute: minutesFromDayStart(attendanceDate, swipe.at), direction: swipe.direction, device: swipe.device }))
    .sort(canonicalOrder);
  for (const punch of sorted) {
    if (punch.minute >= window.from && punch.minute < window.to) inWindow.push(punch);
    else trace.push({ step: 'swipeIgnored', ...clock(punch.minute), because: 'outsideSwipeWindow' });
  }

  const kept: Punch[] = [];
  for (const punch of inWindow) {
    const same = kept.findLast((earlier) => earlier.direction === punch.direction);
    if (same && punch.minute - same.minute <= DUPLICATE_WINDOW_MINUTES) {
      trace.push({ step: 'swipeMerged', ...clock(punch.minute), into: formatHHmm(same.minute, true), withinMinutes: DUPLICATE_WINDOW_MINUTES });
    } else kept.push(punch);
  }
  if (kept.length === 0) return { pairs: [], firstIn: null, lastOut: null, trace };

  const pairs: [number, number][] = [];
  let unpairedIn: number | null = null;
  const directionless = kept.some((punch) => punch.direction === null);
  if (directionless) {
    if (kept.length === 1) unpairedIn = kept[0].minute;
    else pairs.push([kept[0].minute, kept[kept.length - 1].minute]);
  } else {
    for (const punch of kept) {
      if (punch.direction === 'IN' && unpairedIn === null) unpairedIn = punch.minute;
      else if (punch.direction === 'IN') trace.push({ step: 'swipeIgnored', ...clock(punch.minute), because: 'inWhileAlreadyIn' });
      else if (unpairedIn !== null) {
        pairs.push([unpairedIn, punch.minute]);
        unpairedIn = null;
      } else trace.push({ step: 'swipeIgnored', ...clock(punch.minute), because: 'outWithoutIn' });
    }
    if (unpairedIn !== null && pairs.length > 0) {
      trace.push({ step: 'swipeIgnored', ...clock(unpairedIn), because: 'noOutAfterIn' });
    }
  }
  trace.push({
    step: 'punchesPaired',
    pairing: directionless ? 'firstInLastOut' : 'byDirection',
    punchesKept: kept.length,
    pairs: pairs.map(([from, to]) => ({ in: formatHHmm(from, true), out: formatHHmm(to, true), nextDay: to >= 1440 })),
    unpairedIn: pairs.length === 0 && unpairedIn !== null ? formatHHmm(unpairedIn, true) : null,
  });
  return {
    pairs,
    firstIn: pairs.length > 0 ? pairs[0][0] : unpairedIn,
    lastOut: pairs.length > 0 ? pairs[pairs.length - 1][1] : null,
    trace,
  };
}
