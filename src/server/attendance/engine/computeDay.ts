import type { DayInputs, SessionNumber } from './dayInputs';
import type { SessionRecord } from '../../../shared/sessionRecord';
import type { DayRecord } from './dayRecord';
import { PRECEDENCE, type DecisionSource } from './precedence';
import { readPunches } from './readPunches';
import type { TraceStep } from './traceStep';
import { formatHHmm, minutesFromDayStart, minutesOfHHmm } from './wallClock';

/** Swipes count for a shift from this long before its in time, for 24 hours. */
export const SWIPE_WINDOW_LEAD_MINUTES = 4 * 60;

export const LOP_FULL_DAY_MESSAGE = 'Half day minimum hours is not fulfilled and so, 1 day(s) of LOP will be deducted.';
export const LOP_HALF_DAY_MESSAGE = 'Full day minimum hours is not fulfilled and so, 0.5 day(s) of LOP will be deducted.';

const SESSIONS: SessionNumber[] = [1, 2];
const WORK_TYPE_STATUS = { REG: 'P', WFH: 'WFH', OD: 'OD' } as const;

type Decision = { status: string; source: DecisionSource } | null;
type Interval = [number, number];

/** Each source's say on the sessions, in PRECEDENCE order; a later one replaces an earlier one. */
type Proposals = Record<DecisionSource, { sessions: SessionNumber[]; status: string; detail: string | null }[]>;

/**
 * One employee·date's inputs → spec 001's day record with LOP and its decision trace. Pure: the
 * same inputs always give a deep-equal record; swipe order and duplicated swipes do not matter.
 */
export function computeDay(inputs: DayInputs): DayRecord {
  const { shift, dayType, attendanceDate } = inputs;
  const trace: TraceStep[] = [{ step: 'dayType', dayType: { ...dayType } }];

  // Pass 1: the shift's window. A night shift's out time is the next day.
  const shiftIn = minutesOfHHmm(shift.inTime);
  const shiftOut = shiftEndMinute(shift);
  const fullDay = minutesOfHHmm(shift.fullDayTime);
  const halfDay = minutesOfHHmm(shift.halfDayTime);
  const grace = minutesOfHHmm(shift.graceTime);
  const sessionBounds: Record<SessionNumber, Interval> = { 1: [shiftIn, shiftIn + halfDay], 2: [shiftIn + halfDay, shiftOut] };
  const swipeWindow = { from: shiftIn - SWIPE_WINDOW_LEAD_MINUTES, to: shiftIn - SWIPE_WINDOW_LEAD_MINUTES + 1440 };
  trace.push({
    step: 'shift',
    shiftCode: shift.shiftCode,
    inTime: shift.inTime,
    outTime: shift.outTime,
    crossesMidnight: shiftOut >= 1440,
    graceTime: shift.graceTime,
    fullDayTime: shift.fullDayTime,
    halfDayTime: shift.halfDayTime,
    swipeWindow: { from: formatHHmm(swipeWindow.from, true), to: formatHHmm(swipeWindow.to, true) },
  });

  // Pass 2: punches → worked intervals; an approved regularization with times stands in for them.
  const punches = readPunches(inputs.swipes, attendanceDate, swipeWindow);
  trace.push(...punches.trace);
  const timedRegularization = inputs.regularizations.find((r) => r.startTime !== null && r.endTime !== null);
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
  const actual = intervals.reduce((sum, [from, to]) => sum + (to - from), 0);
  const total = intervals.length > 0 ? lastOut! - intervals[0][0] : 0;
  const columns = (number: SessionNumber) => sessionColumns(number, sessionBounds[number], intervals, firstIn, grace, shift.shiftCode, trace);
  const sessionTimes = { 1: columns(1), 2: columns(2) };

  // Pass 3: what each source says about the sessions.
  const proposals: Proposals = { dayType: [], punches: [], regularization: [], leave: [], override: [] };
  if (dayType.kind !== 'working') {
    const status = dayType.kind === 'weeklyOff' ? 'OFF' : dayType.restricted ? 'RH' : 'H';
    proposals.dayType.push({ sessions: SESSIONS, status, detail: dayType.kind === 'holiday' ? dayType.occasion : null });
  }
  // The shift's full day is a span (in to out, its lunch inside), so the day is judged on its span too:
  // first in to last out, the one measure punches without direction also give. Breaks are reported.
  const reached = total >= fullDay ? 'fullDay' : total >= halfDay ? 'halfDay' : 'none';
  if (punches.pairs.length > 0 || punches.firstIn !== null) {
    trace.push({ step: 'worked', totalWorkHours: formatHHmm(total), breakHrs: formatHHmm(total - actual), halfDayTime: shift.halfDayTime, fullDayTime: shift.fullDayTime, reached });
  }
  if (!timedRegularization && reached !== 'none') {
    proposals.punches.push({ sessions: reached === 'fullDay' ? SESSIONS : [sessionMostWorked([intervals[0][0], lastOut!], sessionBounds)], status: 'P', detail: null });
  }
  for (const regularization of inputs.regularizations) {
    const sessions = regularization.sessions.length > 0 ? regularization.sessions : SESSIONS;
    proposals.regularization.push({ sessions, status: WORK_TYPE_STATUS[regularization.workType], detail: regularization.regularizationCode });
  }
  for (const leave of inputs.leaves) proposals.leave.push({ sessions: leave.sessions, status: leave.leaveCode, detail: null });
  if (inputs.override) {
    const { session1, session2, remarks } = inputs.override;
    if (session1 !== null) proposals.override.push({ sessions: [1], status: session1, detail: remarks });
    if (session2 !== null) proposals.override.push({ sessions: [2], status: session2, detail: remarks });
  }

  // Pass 4: apply them weakest first, so the strongest source that spoke decides each session.
  const decisions: Record<SessionNumber, Decision> = { 1: null, 2: null };
  for (const source of PRECEDENCE) {
    for (const proposal of proposals[source]) {
      for (const session of proposal.sessions) decisions[session] = { status: proposal.status, source };
      trace.push({ step: 'decided', source, sessions: [...proposal.sessions], status: proposal.status, detail: proposal.detail });
    }
  }

  // Pass 5: a working session nobody decided is absent, once the shift is over.
  const inProgress = dayInProgress(inputs);
  const undecided = SESSIONS.filter((session) => decisions[session] === null);
  if (inProgress) trace.push({ step: 'inProgress', until: formatHHmm(shiftOut, true), nextDay: shiftOut >= 1440 });
  else if (undecided.length > 0) {
    for (const session of undecided) decisions[session] = { status: 'A', source: 'punches' };
    trace.push({ step: 'undecidedIsAbsent', sessions: undecided });
  }

  // Pass 6: hours against what the day expected, LOP for absent sessions.
  // Hours are due for a working session unless leave covers it or an untimed WFH/OD says where the work was.
  const hoursDue = (session: SessionNumber) => {
    const source = decisions[session]?.source;
    return source !== 'leave' && (source !== 'regularization' || timedRegularization !== undefined);
  };
  const dueSessions = dayType.kind === 'working' ? SESSIONS.filter(hoursDue).length : 0;
  const expected = dueSessions === 2 ? fullDay : dueSessions * halfDay;
  const absentSessions = SESSIONS.filter((session) => decisions[session]?.status === 'A').length;
  const lopDays = absentSessions / 2;
  const lopMessage = lopDays === 1 ? LOP_FULL_DAY_MESSAGE : lopDays === 0.5 ? LOP_HALF_DAY_MESSAGE : null;
  if (lopMessage) trace.push({ step: 'lop', days: lopDays, message: lopMessage });

  const session1: SessionRecord = { ...sessionTimes[1], status: decisions[1]?.status ?? null };
  const session2: SessionRecord = { ...sessionTimes[2], status: decisions[2]?.status ?? null };
  const statuses = [session1.status, session2.status];
  return {
    empId: inputs.empId,
    attendanceDate,
    attendanceData: statuses.includes(null) ? null : statuses[0] === statuses[1] ? statuses[0] : statuses.join('/'),
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

/** The shift's out time in minutes from the date's midnight (the next day's for a night shift). */
function shiftEndMinute(shift: DayInputs['shift']): number {
  const shiftIn = minutesOfHHmm(shift.inTime);
  const rawOut = minutesOfHHmm(shift.outTime);
  return rawOut <= shiftIn ? rawOut + 1440 : rawOut;
}

/**
 * Whether `now` falls before the shift's end: the only thing the record takes from the clock, so
 * callers may key a computed day on this rather than on `now` itself (the processor's input hash).
 */
export function dayInProgress(inputs: Pick<DayInputs, 'attendanceDate' | 'shift' | 'now'>): boolean {
  return minutesFromDayStart(inputs.attendanceDate, inputs.now) < shiftEndMinute(inputs.shift);
}

function overlap([from, to]: Interval, [start, end]: Interval): number {
  return Math.max(0, Math.min(to, end) - Math.max(from, start));
}

/** For a half day worked, the session the day's span covered more (Session 1 on a tie). */
function sessionMostWorked(span: Interval, bounds: Record<SessionNumber, Interval>): SessionNumber {
  return overlap(span, bounds[2]) > overlap(span, bounds[1]) ? 2 : 1;
}

/**
 * Session columns: the worked intervals that touch the session give its first in and last out
 * (a lone in-punch gives a first in). Late in counts from the session's start and is shown only
 * beyond grace; excess in is time before Session 1's start or after Session 2's end; early out is
 * time the session's last out left before its end.
 */
function sessionColumns(
  number: SessionNumber,
  bounds: Interval,
  intervals: Interval[],
  loneIn: number | null,
  grace: number,
  shiftCode: string,
  trace: TraceStep[],
): Omit<SessionRecord, 'status'> {
  const [start, end] = bounds;
  const touching = intervals.filter((interval) => overlap(interval, bounds) > 0);
  const loneInHere = loneIn !== null && intervals.length === 0 && (number === 1 ? loneIn < end : loneIn >= start);
  const firstIn = touching.length > 0 ? touching[0][0] : loneInHere ? loneIn : null;
  const lastOut = touching.length > 0 ? touching[touching.length - 1][1] : null;
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
  };
}
