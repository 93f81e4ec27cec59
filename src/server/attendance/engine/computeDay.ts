import type { ApprovedRegularization, DayInputs, SessionNumber } from './dayInputs';
import type { SessionRecord } from '../../../shared/sessionRecord';
import type { DayRecord } from './dayRecord';
import { PRECEDENCE, type DecisionSource } from './precedence';
import { readPunches } from './readPunches';
import type { TraceStep } from './traceStep';
import { formatHHmm, minutesFromDay, minutesOfHHmm, utcMinutes } from './wallClock';

/** Swipes count for a shift from this long before its in time, for 24 hours. */
export const SWIPE_WINDOW_LEAD_MINUTES = 4 * 60;

export const LOP_FULL_DAY_MESSAGE = 'Half day minimum hours is not fulfilled and so, 1 day(s) of LOP will be deducted.';
export const LOP_HALF_DAY_MESSAGE = 'Full day minimum hours is not fulfilled and so, 0.5 day(s) of LOP will be deducted.';

const SESSIONS: readonly SessionNumber[] = [1, 2];
const ONLY_SESSION_1: readonly SessionNumber[] = [1];
const ONLY_SESSION_2: readonly SessionNumber[] = [2];
const WORK_TYPE_STATUS = { REG: 'P', WFH: 'WFH', OD: 'OD' } as const;

type Interval = [number, number];

/**
 * One employee·date's inputs → spec 001's day record with LOP and its decision trace. Pure: the
 * same inputs always give a deep-equal record; swipe order and duplicated swipes do not matter.
 * It runs for every day of every processed month, so it reads each input once, builds no
 * intermediate lists, and its strings come from tables (wallClock.ts).
 */
export function computeDay(inputs: DayInputs): DayRecord {
  const { shift, dayType, attendanceDate } = inputs;
  const trace: TraceStep[] = [{ step: 'dayType', dayType: { ...dayType } }];

  // Pass 1: the shift's window. A night shift's out time is the next day.
  const shiftIn = minutesOfHHmm(shift.inTime);
  const shiftOut = endMinute(shiftIn, minutesOfHHmm(shift.outTime));
  const fullDay = minutesOfHHmm(shift.fullDayTime);
  const halfDay = minutesOfHHmm(shift.halfDayTime);
  const grace = minutesOfHHmm(shift.graceTime);
  const windowFrom = shiftIn - SWIPE_WINDOW_LEAD_MINUTES;
  trace.push({
    step: 'shift',
    shiftCode: shift.shiftCode,
    inTime: shift.inTime,
    outTime: shift.outTime,
    crossesMidnight: shiftOut >= 1440,
    graceTime: shift.graceTime,
    fullDayTime: shift.fullDayTime,
    halfDayTime: shift.halfDayTime,
    swipeWindow: { from: formatHHmm(windowFrom, true), to: formatHHmm(windowFrom + 1440, true) },
  });

  // Pass 2: punches → worked intervals; an approved regularization with times stands in for them.
  const dayStart = utcMinutes(attendanceDate);
  const punches = readPunches(inputs.swipes, attendanceDate, dayStart, windowFrom, trace);
  const timedRegularization = timedRegularizationOf(inputs.regularizations);
  let intervals: Interval[] = punches.pairs;
  let firstIn = punches.firstIn;
  if (timedRegularization) {
    const start = minutesOfHHmm(timedRegularization.startTime!);
    const rawEnd = minutesOfHHmm(timedRegularization.endTime!);
    const end = rawEnd <= start ? rawEnd + 1440 : rawEnd;
    intervals = [[start, end]];
    firstIn = start;
  }
  const lastOut = intervals.length > 0 ? intervals[intervals.length - 1][1] : null;
  let actual = 0;
  for (const interval of intervals) actual += interval[1] - interval[0];
  const total = intervals.length > 0 ? lastOut! - intervals[0][0] : 0;
  const session1 = sessionColumns(1, shiftIn, shiftIn + halfDay, intervals, firstIn, grace, shift.shiftCode, trace);
  const session2 = sessionColumns(2, shiftIn + halfDay, shiftOut, intervals, firstIn, grace, shift.shiftCode, trace);

  // The shift's full day is a span (in to out, its lunch inside), so the day is judged on its span too:
  // first in to last out, the one measure punches without direction also give. Breaks are reported.
  const reached = total >= fullDay ? 'fullDay' : total >= halfDay ? 'halfDay' : 'none';
  if (punches.pairs.length > 0 || punches.firstIn !== null) {
    trace.push({ step: 'worked', totalWorkHours: formatHHmm(total), breakHrs: formatHHmm(total - actual), halfDayTime: shift.halfDayTime, fullDayTime: shift.fullDayTime, reached });
  }

  // Passes 3 and 4: what each source says about the sessions, in PRECEDENCE's order (weakest
  // first), so the strongest source that spoke decides each session.
  const decisions: Decisions = { status: [null, null, null], source: [null, null, null], trace };
  for (const source of PRECEDENCE) {
    switch (source) {
      case 'dayType':
        if (dayType.kind !== 'working') {
          const status = dayType.kind === 'weeklyOff' ? 'OFF' : dayType.restricted ? 'RH' : 'H';
          decide(decisions, source, SESSIONS, status, dayType.kind === 'holiday' ? dayType.occasion : null);
        }
        break;
      case 'punches':
        if (!timedRegularization && reached !== 'none') {
          const worked = reached === 'fullDay' ? SESSIONS : sessionMostWorked(intervals[0][0], lastOut!, shiftIn, halfDay, shiftOut) === 2 ? ONLY_SESSION_2 : ONLY_SESSION_1;
          decide(decisions, source, worked, 'P', null);
        }
        break;
      case 'regularization':
        for (const regularization of inputs.regularizations) {
          decide(decisions, source, regularization.sessions.length > 0 ? regularization.sessions : SESSIONS, WORK_TYPE_STATUS[regularization.workType], regularization.regularizationCode);
        }
        break;
      case 'leave':
        for (const leave of inputs.leaves) decide(decisions, source, leave.sessions, leave.leaveCode, null);
        break;
      case 'override':
        if (inputs.override) {
          const { session1: first, session2: second, remarks } = inputs.override;
          if (first !== null) decide(decisions, source, ONLY_SESSION_1, first, remarks);
          if (second !== null) decide(decisions, source, ONLY_SESSION_2, second, remarks);
        }
        break;
    }
  }
  const { status, source } = decisions;

  // Pass 5: a working session nobody decided is absent, once the shift is over.
  const inProgress = minutesFromDay(attendanceDate, dayStart, inputs.now) < shiftOut;
  if (inProgress) trace.push({ step: 'inProgress', until: formatHHmm(shiftOut, true), nextDay: shiftOut >= 1440 });
  else if (source[1] === null || source[2] === null) {
    const undecided: SessionNumber[] = source[1] === null ? (source[2] === null ? [1, 2] : [1]) : [2];
    for (const session of undecided) {
      status[session] = 'A';
      source[session] = 'punches';
    }
    trace.push({ step: 'undecidedIsAbsent', sessions: undecided });
  }

  // Pass 6: hours against what the day expected, LOP for absent sessions.
  // Hours are due for a working session unless leave covers it or an untimed WFH/OD says where the work was.
  const timed = timedRegularization !== undefined;
  const dueSessions = dayType.kind === 'working' ? Number(hoursDue(source[1], timed)) + Number(hoursDue(source[2], timed)) : 0;
  const expected = dueSessions === 2 ? fullDay : dueSessions * halfDay;
  const lopDays = (Number(status[1] === 'A') + Number(status[2] === 'A')) / 2;
  const lopMessage = lopDays === 1 ? LOP_FULL_DAY_MESSAGE : lopDays === 0.5 ? LOP_HALF_DAY_MESSAGE : null;
  if (lopMessage) trace.push({ step: 'lop', days: lopDays, message: lopMessage });

  session1.status = status[1] ?? null;
  session2.status = status[2] ?? null;
  return {
    empId: inputs.empId,
    attendanceDate,
    attendanceData: session1.status === null || session2.status === null ? null : session1.status === session2.status ? session1.status : `${session1.status}/${session2.status}`,
    shift: shift.shiftCode,
    inProgress,
    inTime: firstIn === null ? null : formatHHmm(firstIn, true),
    outTime: lastOut === null ? null : formatHHmm(lastOut, true),
    totalWorkHours: formatHHmm(total),
    breakHrs: formatHHmm(total - actual),
    actualWorkHours: formatHHmm(actual),
    shortFallHours: formatHHmm(inProgress ? 0 : Math.max(0, expected - total)),
    excessHours: formatHHmm(inProgress ? 0 : Math.max(0, total - expected)),
    session1,
    session2,
    lopDays,
    lopMessage,
    trace,
  };
}

/** Each session's status and the source that decided it (null: nothing did yet), indexed by session number, and the trace the decisions go to. */
interface Decisions {
  status: (string | null)[];
  source: (DecisionSource | null)[];
  trace: TraceStep[];
}

/** One source's say on some sessions: it replaces what a weaker source said for them. */
function decide(decisions: Decisions, source: DecisionSource, sessions: readonly SessionNumber[], status: string, detail: string | null): void {
  for (const session of sessions) {
    decisions.status[session] = status;
    decisions.source[session] = source;
  }
  decisions.trace.push({ step: 'decided', source, sessions: [...sessions], status, detail });
}

/** Whether a working session's hours count: not when leave covers it, nor an untimed WFH/OD (it says where the work was, not how long). */
function hoursDue(decidedBy: DecisionSource | null, timedRegularization: boolean): boolean {
  return decidedBy !== 'leave' && (decidedBy !== 'regularization' || timedRegularization);
}

/** The first approved regularization with both times: it stands in for the punches. */
function timedRegularizationOf(regularizations: DayInputs['regularizations']): ApprovedRegularization | undefined {
  for (const regularization of regularizations) if (regularization.startTime !== null && regularization.endTime !== null) return regularization;
  return undefined;
}

/** The shift's out time in minutes from the date's midnight (the next day's for a night shift). */
function endMinute(shiftIn: number, rawOut: number): number {
  return rawOut <= shiftIn ? rawOut + 1440 : rawOut;
}

function overlap(from: number, to: number, start: number, end: number): number {
  return Math.max(0, Math.min(to, end) - Math.max(from, start));
}

/** For a half day worked, the session the day's span covered more (Session 1 on a tie). */
function sessionMostWorked(from: number, to: number, shiftIn: number, halfDay: number, shiftOut: number): SessionNumber {
  return overlap(from, to, shiftIn + halfDay, shiftOut) > overlap(from, to, shiftIn, shiftIn + halfDay) ? 2 : 1;
}

/**
 * Session columns: the worked intervals that touch the session give its first in and last out
 * (a lone in-punch gives a first in). Late in counts from the session's start and is shown only
 * beyond grace; excess in is time before Session 1's start or after Session 2's end; early out is
 * time the session's last out left before its end. The status is set once the sources have spoken.
 */
function sessionColumns(
  number: SessionNumber,
  start: number,
  end: number,
  intervals: Interval[],
  loneIn: number | null,
  grace: number,
  shiftCode: string,
  trace: TraceStep[],
): SessionRecord {
  let firstIn: number | null = null;
  let lastOut: number | null = null;
  for (const interval of intervals) {
    if (overlap(interval[0], interval[1], start, end) > 0) {
      firstIn ??= interval[0];
      lastOut = interval[1];
    }
  }
  if (firstIn === null && loneIn !== null && intervals.length === 0 && (number === 1 ? loneIn < end : loneIn >= start)) firstIn = loneIn;
  const lateBy = firstIn === null ? 0 : Math.max(0, firstIn - start);
  if (lateBy > 0) {
    trace.push({ step: 'lateIn', session: number, at: formatHHmm(firstIn!, true), lateBy: formatHHmm(lateBy), graceTime: formatHHmm(grace), withinGrace: lateBy <= grace });
  }
  const excessIn = firstIn === null ? 0 : number === 1 ? Math.max(0, start - firstIn) : Math.max(0, (lastOut ?? end) - end);
  return {
    shift: shiftCode,
    firstIn: firstIn === null ? null : formatHHmm(firstIn, true),
    lastOut: lastOut === null ? null : formatHHmm(lastOut, true),
    lateIn: formatHHmm(lateBy > grace ? lateBy : 0),
    excessIn: formatHHmm(excessIn),
    earlyOut: formatHHmm(lastOut === null ? 0 : Math.max(0, end - lastOut)),
    status: null,
  };
}
