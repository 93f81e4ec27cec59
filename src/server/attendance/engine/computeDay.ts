import type { ApprovedRegularization, DayInputs, SessionNumber, Shift } from './dayInputs';
import type { SessionRecord } from '../../../shared/sessionRecord';
import type { DayRecord } from './dayRecord';
import { PRECEDENCE, type DecisionSource } from './precedence';
import { readPunches } from './readPunches';
import type { TraceStep } from './traceStep';
import { shiftRulesOf, type ShiftRules } from './shiftRules';
import { notEmployedDay } from './notEmployedDay';
import { formatHHmm, minutesFromDay, minutesOfHHmm, utcMinutes } from './wallClock';

export { SWIPE_WINDOW_LEAD_MINUTES } from './shiftRules';

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
  // Pass 0: a date outside the employment window is no attendance day at all (no status, no LOP).
  const notEmployed = notEmployedDay(inputs);
  if (notEmployed) return notEmployed;
  const { shift, dayType, attendanceDate } = inputs;
  const trace: TraceStep[] = [{ step: 'dayType', dayType: { ...dayType } }];
  if (inputs.rostered) trace.push({ step: 'rostered', ...inputs.rostered });

  // Pass 1: the shift's window and rules. A night shift's out time is the next day.
  const rules = rulesOf(shift);
  const { shiftIn, shiftOut, grace } = rules;
  const halfDay = minutesOfHHmm(shift.halfDayTime);
  trace.push(shiftStep(shift, rules));

  // Pass 2: punches → worked intervals; an approved regularization with times stands in for them.
  const dayStart = utcMinutes(attendanceDate);
  const punches = readPunches(inputs.swipes, attendanceDate, dayStart, rules.windowFrom, rules.windowTo, rules.carryMinutes, rules.hoursMode === 'everyValidPair', trace);
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
  const scheduledBreak = rules.break;
  // The scheduled break is deducted once: from the intervals worked (a break punched out is not deducted again).
  let paired = 0;
  let breakInPairs = 0;
  for (const interval of intervals) {
    paired += interval[1] - interval[0];
    if (scheduledBreak) breakInPairs += overlap(interval[0], interval[1], scheduledBreak[0], scheduledBreak[1]);
  }
  const actual = paired - breakInPairs;
  const total = intervals.length > 0 ? lastOut! - intervals[0][0] : 0;
  const session1 = sessionColumns(1, shiftIn, shiftIn + halfDay, intervals, firstIn, shift.shiftCode);
  const session2 = sessionColumns(2, shiftIn + halfDay, shiftOut, intervals, firstIn, shift.shiftCode);

  // The day is judged on the hours mode's measure: first in to last out (the shift's full day is a
  // span too, its lunch inside) less the scheduled break inside it, or every valid pair's sum
  // (less the break punched in). Against the shift's full and half day net of its break, or HR's thresholds.
  // An arrival within grace is on time: the minutes it was late count as worked (on a working day:
  // a weekly off or holiday has no time to be on); so does a departure within the early-exit grace.
  const everyPair = rules.hoursMode === 'everyValidPair';
  const breakDeducted = !scheduledBreak || intervals.length === 0 ? 0 : everyPair ? breakInPairs : overlap(intervals[0][0], lastOut!, scheduledBreak[0], scheduledBreak[1]);
  const measured = everyPair ? actual : total - breakDeducted;
  const working = dayType.kind === 'working';
  const lateAtStart = intervals.length > 0 && working ? intervals[0][0] - shiftIn : 0;
  const graceCredit = lateAtStart > 0 && lateAtStart <= grace ? lateAtStart : 0;
  const earlyAtEnd = intervals.length > 0 && working ? shiftOut - lastOut! : 0;
  const earlyCredit = earlyAtEnd > 0 && earlyAtEnd <= rules.earlyExitGrace ? earlyAtEnd : 0;
  const judged = measured + graceCredit + earlyCredit;
  // Nothing worked is never a day, whatever threshold HR set (an absent threshold of 00:00).
  const reached = intervals.length === 0 ? 'none' : judged >= rules.fullDayThreshold ? 'fullDay' : judged >= rules.halfDayThreshold ? 'halfDay' : 'none';
  if (punches.pairs.length > 0 || punches.firstIn !== null) {
    trace.push({
      step: 'worked',
      totalWorkHours: formatHHmm(total),
      breakHrs: formatHHmm(total - actual),
      onTimeWithinGrace: formatHHmm(graceCredit),
      halfDayTime: formatHHmm(rules.halfDayThreshold),
      fullDayTime: formatHHmm(rules.fullDayThreshold),
      reached,
      ...(everyPair || scheduledBreak ? { hoursMode: rules.hoursMode, workedHours: formatHHmm(measured), breakDeducted: formatHHmm(breakDeducted) } : {}),
      ...(earlyCredit > 0 ? { earlyExitWithinGrace: formatHHmm(earlyCredit) } : {}),
      ...(rules.fullDayByThreshold || rules.halfDayByThreshold ? { thresholds: true as const } : {}),
    });
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
        if (!working && rules.keepOffDay) {
          // workedOffDayPolicy keepOffDay: the calendar's OFF/H stands; the hours are excess (and comp-off reads the worked step).
          if (measured > 0) trace.push({ step: 'offDayKept', status: decisions.status[1] ?? 'OFF', workedHours: formatHHmm(measured) });
        } else if (!timedRegularization && reached !== 'none') {
          const worked = reached === 'fullDay' ? SESSIONS : sessionMostWorked(intervals[0][0] - graceCredit, lastOut! + earlyCredit, shiftIn, halfDay, shiftOut) === 2 ? ONLY_SESSION_2 : ONLY_SESSION_1;
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
  if (scheduledBreak) excuseBreak(session1, session2, scheduledBreak, trace);
  flagSession(1, session1, status[1], rules, trace);
  flagSession(2, session2, status[2], rules, trace);

  // Pass 6: hours against what the day expected, LOP for absent sessions.
  // Hours are due for a working session unless leave covers it or an untimed WFH/OD says where the work was.
  const timed = timedRegularization !== undefined;
  const dueSessions = dayType.kind === 'working' ? Number(hoursDue(source[1], timed)) + Number(hoursDue(source[2], timed)) : 0;
  const expected = dueSessions === 2 ? rules.fullDayNet : dueSessions * rules.halfDayNet;
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
    excessHours: formatHHmm(inProgress || onLeave ? 0 : Math.max(0, measured - expected)),
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
  start: number;
  end: number;
  firstIn: number | null;
  lastOut: number | null;
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
    start,
    end,
    firstIn,
    lastOut,
    lateBy: firstIn === null ? 0 : Math.max(0, firstIn - start),
    earlyBy: lastOut === null ? 0 : Math.max(0, end - lastOut),
  };
}

const ZERO = formatHHmm(0);

/**
 * The scheduled break is neither an early out nor a late in: the part of it between a session's
 * last out and its end, or between its start and its first in, is taken off that flag.
 */
function excuseBreak(session1: SessionTimes, session2: SessionTimes, [from, to]: [number, number], trace: TraceStep[]): void {
  const excused: { session: SessionNumber; flag: 'lateIn' | 'earlyOut'; by: string }[] = [];
  for (const [number, times] of [[1, session1], [2, session2]] as const) {
    const late = times.firstIn === null ? 0 : Math.min(times.lateBy, overlap(times.start, times.firstIn, from, to));
    const early = times.lastOut === null ? 0 : Math.min(times.earlyBy, overlap(times.lastOut, times.end, from, to));
    if (late > 0) excused.push({ session: number, flag: 'lateIn', by: formatHHmm(late) });
    if (early > 0) excused.push({ session: number, flag: 'earlyOut', by: formatHHmm(early) });
    times.lateBy -= late;
    times.earlyBy -= early;
  }
  if (excused.length > 0) trace.push({ step: 'breakExcused', from: formatHHmm(from, true), to: formatHHmm(to, true), excused });
}

/**
 * Late in and early out for a session worked: present (P), or not yet decided while the day is in
 * progress. Late in shows only beyond grace, early out only beyond the early-exit grace, and
 * neither when the shift does not mark it (the trace records each such decision).
 */
function flagSession(number: SessionNumber, times: SessionTimes, status: string | null, rules: ShiftRules, trace: TraceStep[]): void {
  if (times.firstIn === null || (status !== null && status !== 'P')) return;
  if (times.lateBy > 0) {
    trace.push({
      step: 'lateIn',
      session: number,
      at: formatHHmm(times.firstIn, true),
      lateBy: formatHHmm(times.lateBy),
      graceTime: formatHHmm(rules.grace),
      withinGrace: times.lateBy <= rules.grace,
      ...(rules.markLateIn ? {} : { notMarked: true as const }),
    });
    if (times.lateBy > rules.grace && rules.markLateIn) times.record.lateIn = formatHHmm(times.lateBy);
  }
  if (times.earlyBy > 0 && times.lastOut !== null) {
    const withinGrace = times.earlyBy <= rules.earlyExitGrace;
    if (withinGrace || !rules.markEarlyOut) {
      trace.push({
        step: 'earlyOut',
        session: number,
        at: formatHHmm(times.lastOut, true),
        earlyBy: formatHHmm(times.earlyBy),
        earlyExitGraceTime: formatHHmm(rules.earlyExitGrace),
        withinGrace,
        ...(rules.markEarlyOut ? {} : { notMarked: true as const }),
      });
    }
    if (!withinGrace && rules.markEarlyOut) times.record.earlyOut = formatHHmm(times.earlyBy);
  }
}

/** Each Shift object's rules, read once: the loader passes one object per shift for all its days. */
const rulesOfShift = new WeakMap<Shift, ShiftRules>();
function rulesOf(shift: Shift): ShiftRules {
  let rules = rulesOfShift.get(shift);
  if (!rules) rulesOfShift.set(shift, (rules = shiftRulesOf(shift)));
  return rules;
}

/** The trace's shift step: today's fields, and each rule the shift sets away from its default. */
function shiftStep(shift: Shift, rules: ShiftRules): TraceStep {
  const from = rules.windowFrom;
  return {
    step: 'shift',
    shiftCode: shift.shiftCode,
    inTime: shift.inTime,
    outTime: shift.outTime,
    crossesMidnight: rules.shiftOut >= 1440,
    graceTime: shift.graceTime,
    fullDayTime: shift.fullDayTime,
    halfDayTime: shift.halfDayTime,
    swipeWindow: {
      from: formatHHmm(from, true),
      to: formatHHmm(rules.windowTo, true),
      fromDayBefore: from < 0,
      // A check-out limit is shown as its own minute, the last one that counts.
      ...(rules.windowConfigured ? { configured: true, to: formatHHmm(rules.windowTo - rules.windowToLimit, true), toNextDay: rules.windowTo - rules.windowToLimit >= 1440 } : {}),
    },
    ...(rules.fullDayByThreshold ? { halfDayThresholdHours: formatHHmm(rules.fullDayThreshold) } : {}),
    ...(rules.halfDayByThreshold ? { absentThresholdHours: formatHHmm(rules.halfDayThreshold) } : {}),
    ...(rules.break ? { break: { from: formatHHmm(rules.break[0], true), to: formatHHmm(rules.break[1], true), minutes: rules.break[1] - rules.break[0] } } : {}),
    ...(rules.earlyExitGrace > 0 ? { earlyExitGraceTime: formatHHmm(rules.earlyExitGrace) } : {}),
    ...(rules.markLateIn ? {} : { markLateIn: false as const }),
    ...(rules.markEarlyOut ? {} : { markEarlyOut: false as const }),
    ...(rules.hoursMode === 'everyValidPair' ? { hoursMode: 'everyValidPair' as const } : {}),
    ...(rules.keepOffDay ? { workedOffDayPolicy: 'keepOffDay' as const } : {}),
  };
}
