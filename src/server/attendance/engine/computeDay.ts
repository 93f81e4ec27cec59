import type { ApprovedRegularization, DayInputs, SessionNumber } from './dayInputs';
import type { SessionRecord } from '../../../shared/sessionRecord';
import type { DayRecord } from './dayRecord';
import { PRECEDENCE, type DecisionSource } from './precedence';
import { readPunches } from './readPunches';
import type { TraceStep } from './traceStep';
import { formatHHmm, minutesFromDay, minutesOfHHmm, utcMinutes } from './wallClock';

/** Swipes count for a shift from this long before its in time, for 24 hours. */
export const SWIPE_WINDOW_LEAD_MINUTES = 4 * 60;

/**
 * A gap between Session 1's last out and Session 2's first in that spans the sessions' boundary and
 * is at most this long is a break (lunch), not an early out and a late in. Until shifts configure
 * their break (issue 19 §2: breakStart/breakMinutes), this is the one rule for every shift.
 */
export const MIDDAY_BREAK_TOLERANCE_MINUTES = 60;

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
  if (inputs.rostered) trace.push({ step: 'rostered', ...inputs.rostered });

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
    swipeWindow: { from: formatHHmm(windowFrom, true), to: formatHHmm(windowFrom + 1440, true), fromDayBefore: windowFrom < 0 },
  });

  // Pass 2: punches → worked intervals; an approved regularization with times stands in for them.
  const dayStart = utcMinutes(attendanceDate);
  const punches = readPunches(inputs.swipes, attendanceDate, dayStart, windowFrom, SWIPE_WINDOW_LEAD_MINUTES, trace);
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
  const session1 = sessionColumns(1, shiftIn, shiftIn + halfDay, intervals, firstIn, shift.shiftCode);
  const session2 = sessionColumns(2, shiftIn + halfDay, shiftOut, intervals, firstIn, shift.shiftCode);

  // The shift's full day is a span (in to out, its lunch inside), so the day is judged on its span too:
  // first in to last out, the one measure punches without direction also give. Breaks are reported.
  // An arrival within grace is on time: the minutes it was late count as worked (on a working day:
  // a weekly off or holiday has no time to be on).
  const lateAtStart = intervals.length > 0 && dayType.kind === 'working' ? intervals[0][0] - shiftIn : 0;
  const graceCredit = lateAtStart > 0 && lateAtStart <= grace ? lateAtStart : 0;
  const judged = total + graceCredit;
  const reached = judged >= fullDay ? 'fullDay' : judged >= halfDay ? 'halfDay' : 'none';
  if (punches.pairs.length > 0 || punches.firstIn !== null) {
    trace.push({ step: 'worked', totalWorkHours: formatHHmm(total), breakHrs: formatHHmm(total - actual), onTimeWithinGrace: formatHHmm(graceCredit), halfDayTime: shift.halfDayTime, fullDayTime: shift.fullDayTime, reached });
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
          const worked = reached === 'fullDay' ? SESSIONS : sessionMostWorked(intervals[0][0] - graceCredit, lastOut!, shiftIn, halfDay, shiftOut) === 2 ? ONLY_SESSION_2 : ONLY_SESSION_1;
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
          const { session1: first, session2: second } = inputs.override;
          const detail = overrideDetail(inputs.override);
          if (first !== null) decide(decisions, source, ONLY_SESSION_1, first, detail);
          if (second !== null) decide(decisions, source, ONLY_SESSION_2, second, detail);
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

  // Late in and early out belong to a session worked (or still being worked), never to one decided otherwise.
  forgiveMiddayBreak(session1, session2, shiftIn + halfDay, trace);
  flagSession(1, session1, status[1], grace, trace);
  flagSession(2, session2, status[2], grace, trace);

  // Pass 6: hours against what the day expected, LOP for absent sessions.
  // Hours are due for a working session unless leave covers it or an untimed WFH/OD says where the work was.
  const timed = timedRegularization !== undefined;
  const dueSessions = dayType.kind === 'working' ? Number(hoursDue(source[1], timed)) + Number(hoursDue(source[2], timed)) : 0;
  const expected = dueSessions === 2 ? fullDay : dueSessions * halfDay;
  // Hours worked on a day leave covers whole are recorded, not overtime.
  const onLeave = dayType.kind === 'working' && dueSessions === 0 && (source[1] === 'leave' || source[2] === 'leave');
  if (onLeave && total > 0) trace.push({ step: 'workedOnLeave', totalWorkHours: formatHHmm(total) });
  const lopDays = (Number(status[1] === 'A') + Number(status[2] === 'A')) / 2;
  const lopMessage = lopDays === 1 ? LOP_FULL_DAY_MESSAGE : lopDays === 0.5 ? LOP_HALF_DAY_MESSAGE : null;
  if (lopMessage) trace.push({ step: 'lop', days: lopDays, message: lopMessage });

  session1.record.status = status[1] ?? null;
  session2.record.status = status[2] ?? null;
  return {
    empId: inputs.empId,
    attendanceDate,
    attendanceData: status[1] === null || status[2] === null ? null : status[1] === status[2] ? status[1] : `${status[1]}/${status[2]}`,
    shift: shift.shiftCode,
    inProgress,
    inTime: firstIn === null ? null : formatHHmm(firstIn, true),
    outTime: lastOut === null ? null : formatHHmm(lastOut, true),
    totalWorkHours: formatHHmm(total),
    breakHrs: formatHHmm(total - actual),
    actualWorkHours: formatHHmm(actual),
    shortFallHours: formatHHmm(inProgress ? 0 : Math.max(0, expected - judged)),
    excessHours: formatHHmm(inProgress || onLeave ? 0 : Math.max(0, total - expected)),
    session1: session1.record,
    session2: session2.record,
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

/** What the trace says of an override: who set it and when, then HR's remarks (why). */
function overrideDetail({ remarks, overriddenBy, overriddenAt }: NonNullable<DayInputs['override']>): string {
  if (!overriddenBy) return remarks;
  return `by ${overriddenBy}${overriddenAt ? ` on ${overriddenAt}` : ''}${remarks ? `, because: ${remarks}` : ''}`;
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

/** A session's columns, and the minutes its first in came after its start and its last out left before its end (for flagSession). */
interface SessionTimes {
  record: SessionRecord;
  firstIn: number | null;
  lateBy: number;
  earlyBy: number;
}

/**
 * Session columns: the worked intervals that touch the session give its first in and last out
 * (a lone in-punch gives a first in). Excess in is time before Session 1's start or after
 * Session 2's end. Late in (from the session's start) and early out (the last out before its end)
 * are set by flagSession once the sources have spoken; the status too.
 */
function sessionColumns(number: SessionNumber, start: number, end: number, intervals: Interval[], loneIn: number | null, shiftCode: string): SessionTimes {
  let firstIn: number | null = null;
  let lastOut: number | null = null;
  for (const interval of intervals) {
    if (overlap(interval[0], interval[1], start, end) > 0) {
      firstIn ??= interval[0];
      lastOut = interval[1];
    }
  }
  if (firstIn === null && loneIn !== null && intervals.length === 0 && (number === 1 ? loneIn < end : loneIn >= start)) firstIn = loneIn;
  const excessIn = firstIn === null ? 0 : number === 1 ? Math.max(0, start - firstIn) : Math.max(0, (lastOut ?? end) - end);
  return {
    record: {
      shift: shiftCode,
      firstIn: firstIn === null ? null : formatHHmm(firstIn, true),
      lastOut: lastOut === null ? null : formatHHmm(lastOut, true),
      lateIn: ZERO,
      excessIn: formatHHmm(excessIn),
      earlyOut: ZERO,
      status: null,
    },
    firstIn,
    lateBy: firstIn === null ? 0 : Math.max(0, firstIn - start),
    earlyBy: lastOut === null ? 0 : Math.max(0, end - lastOut),
  };
}

const ZERO = formatHHmm(0);

/**
 * A break around the sessions' boundary (Session 1's last out before it, Session 2's first in after
 * it, MIDDAY_BREAK_TOLERANCE_MINUTES apart at most) is neither an early out nor a late in.
 */
function forgiveMiddayBreak(session1: SessionTimes, session2: SessionTimes, boundary: number, trace: TraceStep[]): void {
  if (session1.earlyBy === 0 || session2.firstIn === null || session2.firstIn < boundary) return;
  const breakStart = boundary - session1.earlyBy;
  if (session2.firstIn - breakStart > MIDDAY_BREAK_TOLERANCE_MINUTES) return;
  trace.push({ step: 'middayBreak', from: formatHHmm(breakStart, true), to: formatHHmm(session2.firstIn, true), toleranceMinutes: MIDDAY_BREAK_TOLERANCE_MINUTES });
  session1.earlyBy = 0;
  session2.lateBy = 0;
}

/**
 * Late in and early out for a session worked: present (P), or not yet decided while the day is in
 * progress. Late in shows only beyond grace (the trace records it within grace too).
 */
function flagSession(number: SessionNumber, times: SessionTimes, status: string | null, grace: number, trace: TraceStep[]): void {
  if (times.firstIn === null || (status !== null && status !== 'P')) return;
  if (times.lateBy > 0) {
    trace.push({ step: 'lateIn', session: number, at: formatHHmm(times.firstIn, true), lateBy: formatHHmm(times.lateBy), graceTime: formatHHmm(grace), withinGrace: times.lateBy <= grace });
    if (times.lateBy > grace) times.record.lateIn = formatHHmm(times.lateBy);
  }
  times.record.earlyOut = formatHHmm(times.earlyBy);
}
