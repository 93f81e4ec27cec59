import { LEGEND_CODES } from '../../../shared/legendCodes';
import type { DecisionSource } from './precedence';
import { displayDate } from '../../../shared/displayDate';
import type { IgnoredBecause, NotEmployedIgnores, TraceStep } from './traceStep';

const IGNORED: Record<IgnoredBecause, string> = {
  outsideSwipeWindow: "it lies outside the shift's swipe window",
  inWhileAlreadyIn: 'an in-punch was already open',
  outWithoutIn: 'no in-punch came before it',
  noOutAfterIn: 'no out-punch followed it',
  closesDayBefore: 'it closes the in-punch at {closes} the day before, whose span counts on that day',
};

const NOT_EMPLOYED_INPUT: Record<NotEmployedIgnores, string> = {
  swipes: 'swipes',
  leave: 'approved leave',
  regularization: 'approved regularization',
  override: 'manual override',
};

const SOURCE: Record<DecisionSource, string> = {
  dayType: 'the calendar',
  punches: 'the punches',
  regularization: 'an approved regularization',
  leave: 'an approved leave',
  override: 'a manual override',
};

/** Legend codes that are a kind of leave: their meaning reads "casual leave", "sick leave", … */
const LEAVE_KINDS = new Set(['PRL', 'PL', 'PAL', 'ML', 'CL', 'SL', 'BL']);

const at = (time: string, nextDay: boolean) => (nextDay ? `${time} (next day)` : time);
const sessions = (list: readonly number[]) => (list.length === 2 ? 'both sessions' : `Session ${list[0]}`);
/** A legend code in the product's words, lower case as in a sentence ("present", "casual leave"). */
const meaning = (code: string) => {
  const words = LEGEND_CODES[code];
  return words === undefined ? code : LEAVE_KINDS.has(code) ? `${words} leave` : words;
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a day ended absent, from the punch and hours steps: the words of the Explain panel's first line. */
function absentBecause(trace: TraceStep[]): string {
  const paired = trace.find((step) => step.step === 'punchesPaired');
  const worked = trace.find((step) => step.step === 'worked');
  const shift = trace.find((step) => step.step === 'shift');
  const needs = shift ? `a day needs at least ${worked?.halfDayTime ?? shift.absentThresholdHours ?? shift.halfDayTime} worked for a half day` : '';
  if (!paired) return `no punch; ${needs}`;
  if (paired.pairs.length === 0 && paired.unpairedIn === null) return `no punch could be paired; ${needs}`;
  if (paired.pairs.length === 0) return `${paired.punchesKept === 1 ? 'one punch' : 'an in-punch'} at ${paired.unpairedIn}, no out-punch; ${needs}`;
  return `${worked?.totalWorkHours ?? '00:00'} worked; ${needs}`;
}

/**
 * The decision trace as plain sentences for the Explain panel: first what the day was marked and
 * why, then each step in the order the engine took it.
 */
export function explainTrace(trace: TraceStep[]): string[] {
  const sentences: string[] = [];
  const absent = trace.find((step) => step.step === 'undecidedIsAbsent');
  const finals = new Map<number, { status: string; source: DecisionSource }>();
  for (const step of trace) {
    if (step.step === 'decided') for (const session of step.sessions) finals.set(session, { status: step.status, source: step.source });
    if (step.step === 'undecidedIsAbsent') for (const session of step.sessions) finals.set(session, { status: 'A', source: 'punches' });
  }
  const inProgress = trace.find((step) => step.step === 'inProgress');
  const first = finals.get(1);
  const second = finals.get(2);
  if (first && second && first.status === second.status && first.status === 'A' && absent?.sessions.length === 2) {
    sentences.push(`Marked absent: ${absentBecause(trace)}.`);
  } else if (first && second) {
    const by = first.source === second.source ? SOURCE[first.source] : `${SOURCE[first.source]} (Session 1) and ${SOURCE[second.source]} (Session 2)`;
    const marked = first.status === second.status ? `${meaning(first.status)} (${first.status})` : `${meaning(first.status)} in Session 1 and ${meaning(second.status)} in Session 2 (${first.status}/${second.status})`;
    sentences.push(`Marked ${marked}, decided by ${by}.`);
  } else if (inProgress) {
    sentences.push(`In progress: the day is decided when the shift ends at ${at(inProgress.until, inProgress.nextDay)}.`);
  }

  for (const step of trace) {
    switch (step.step) {
      case 'notEmployed': {
        sentences.push(
          `Not employed on this date: ${step.because === 'beforeJoining' ? `the date of joining is ${displayDate(step.joined)}` : `the last working day was ${displayDate(step.lastWorkingDay)}`}. No attendance is counted: no status and no LOP.`,
        );
        const ignored = step.ignored.map((input) => NOT_EMPLOYED_INPUT[input]);
        if (ignored.length > 0) sentences.push(`The ${ignored.length === 1 ? ignored[0] : `${ignored.slice(0, -1).join(', ')} and ${ignored[ignored.length - 1]}`} of this date ${ignored.length === 1 && ignored[0] !== 'swipes' ? 'is' : 'are'} not counted.`);
        break;
      }
      case 'dayType':
        if (step.dayType.kind === 'holiday') sentences.push(`The date is a ${step.dayType.restricted ? 'restricted ' : ''}holiday: ${step.dayType.occasion}.`);
        else if (step.dayType.kind === 'weeklyOff') sentences.push(`The date is a weekly off (${step.dayType.because === 'sunday' ? 'Sunday' : step.dayType.because === 'roster' ? 'by the roster' : 'Saturday off by the weekend policy'}).`);
        else if (step.dayType.because !== 'weekday') sentences.push(`The date is a working day (${step.dayType.because === 'roster' ? 'by the roster' : 'Saturday working by the weekend policy'}).`);
        break;
      case 'rostered':
        sentences.push(`${step.shiftCode ? `Rostered on ${step.shiftCode}` : 'Rostered'}${step.dayType ? ` as ${step.dayType}` : ''} for this date by ${step.by === 'shiftRoster' ? 'shift roster' : 'day type'} upload.`);
        break;
      case 'shift': {
        const window = step.swipeWindow;
        const until = window.configured ? `until ${at(window.to, window.toNextDay === true)}` : 'for 24 hours';
        sentences.push(
          `Shift ${step.shiftCode} runs ${step.inTime}–${step.outTime}${step.crossesMidnight ? ' (ends the next day)' : ''} with ${step.graceTime} grace; full day ${step.fullDayTime}, half day ${step.halfDayTime}; swipes count from ${window.from}${window.fromDayBefore ? ' the day before' : ''} ${until}.`,
        );
        const rules = [
          step.break ? `a ${step.break.minutes}-minute break from ${step.break.from} to ${step.break.to}, deducted from worked hours` : null,
          step.halfDayThresholdHours ? `${step.halfDayThresholdHours} worked is a full day` : null,
          step.absentThresholdHours ? `below ${step.absentThresholdHours} worked is absent` : null,
          step.earlyExitGraceTime ? `leaving up to ${step.earlyExitGraceTime} early is on time` : null,
          step.markLateIn === false ? 'late in is not marked' : null,
          step.markEarlyOut === false ? 'early out is not marked' : null,
          step.hoursMode === 'everyValidPair' ? 'hours are the sum of every in and out pair' : null,
          step.workedOffDayPolicy === 'keepOffDay' ? 'a weekly off or holiday worked stays off, its hours excess' : null,
        ].filter((rule): rule is string => rule !== null);
        if (rules.length > 0) sentences.push(`The shift sets: ${rules.join('; ')}.`);
        break;
      }
      case 'swipeIgnored':
        sentences.push(`The swipe at ${at(step.at, step.nextDay)} was ignored: ${IGNORED[step.because].replace('{closes}', step.closes ?? '')}.`);
        break;
      case 'outAfterWindow':
        sentences.push(`The out-punch at ${at(step.at, step.nextDay)}, after the swipe window, closes the in-punch at ${step.closes}: the span counts on this day.`);
        break;
      case 'swipeMerged':
        sentences.push(`The swipe at ${at(step.at, step.nextDay)} repeats the one at ${step.into} within ${step.withinMinutes} minutes and counts once.`);
        break;
      case 'punchesPaired':
        if (step.pairs.length === 0) sentences.push(step.unpairedIn ? `Only an in-punch at ${step.unpairedIn}; no out-punch.` : 'No punch could be paired.');
        else
          sentences.push(
            `${step.pairing === 'firstInLastOut' ? 'Punches without direction were read as first in, last out' : step.pairing === 'alternating' ? 'Punches paired in time order, an in then an out' : 'Punches paired by direction'}: ${step.pairs.map((pair) => `${pair.in}–${at(pair.out, pair.nextDay)}`).join(', ')}.`,
          );
        break;
      case 'lateIn':
        sentences.push(
          `Session ${step.session} began at ${step.at}, ${step.lateBy} late, ${step.withinGrace ? `within the ${step.graceTime} grace (on time)` : `beyond the ${step.graceTime} grace`}${step.notMarked && !step.withinGrace ? ', not marked: the shift does not mark late in' : ''}.`,
        );
        break;
      case 'earlyOut':
        sentences.push(
          `Session ${step.session} ended at ${step.at}, ${step.earlyBy} early, ${step.withinGrace ? `within the ${step.earlyExitGraceTime} early-exit grace (on time)` : 'not marked: the shift does not mark early out'}.`,
        );
        break;
      case 'breakExcused':
        sentences.push(
          `The break from ${step.from} to ${step.to} is the shift's scheduled break: ${step.excused.map((flag) => `${flag.by} of Session ${flag.session}'s ${flag.flag === 'lateIn' ? 'late in' : 'early out'}`).join(' and ')} ${step.excused.length === 1 ? 'is' : 'are'} not counted.`,
        );
        break;
      case 'offDayKept':
        sentences.push(`Worked ${step.workedHours} on a ${step.status === 'OFF' ? 'weekly off' : 'holiday'}: it stays ${step.status}, as the shift keeps worked off days, and the hours are excess.`);
        break;
      case 'workedOnLeave':
        sentences.push(`Worked ${step.totalWorkHours} on a day of leave: recorded, not counted as excess hours.`);
        break;
      case 'worked': {
        const measure =
          step.workedHours === undefined
            ? `Worked ${step.totalWorkHours} from first in to last out${step.breakHrs === '00:00' ? '' : ` (${step.breakHrs} of it in breaks)`}`
            : step.hoursMode === 'everyValidPair'
              ? `Worked ${step.workedHours} in every in and out pair${step.breakDeducted === '00:00' ? '' : `, less ${step.breakDeducted} of the scheduled break`}`
              : `Worked ${step.workedHours}: ${step.totalWorkHours} from first in to last out less ${step.breakDeducted} of the scheduled break`;
        const credits = [
          step.onTimeWithinGrace === '00:00' ? null : `${step.onTimeWithinGrace} late within grace`,
          step.earlyExitWithinGrace ? `${step.earlyExitWithinGrace} early within the early-exit grace` : null,
        ].filter((credit): credit is string => credit !== null);
        const full = step.thresholds ? `the full-day threshold of ${step.fullDayTime}` : `the full day of ${step.fullDayTime}`;
        const half = step.thresholds ? `the absent threshold of ${step.halfDayTime}` : `the half day of ${step.halfDayTime}`;
        sentences.push(
          `${measure}${credits.length === 0 ? '' : `, and ${credits.join(' and ')} ${credits.length === 1 ? 'counts' : 'count'} as worked`}: ${step.reached === 'fullDay' ? `reaches ${full}` : step.reached === 'halfDay' ? `reaches ${half} but not ${full}` : `below ${half}`}.`,
        );
        break;
      }
      case 'decided':
        sentences.push(`${capitalised(SOURCE[step.source])} marked ${sessions(step.sessions)} ${meaning(step.status)} (${step.status})${step.detail ? `: ${step.detail}` : ''}.`);
        break;
      case 'undecidedIsAbsent':
        sentences.push(`Nothing marked ${sessions(step.sessions)} once the shift was over, so ${step.sessions.length === 2 ? 'they are' : 'it is'} absent.`);
        break;
      case 'inProgress':
        break;
      case 'lop':
        sentences.push(step.message);
        break;
    }
  }
  return sentences;
}
