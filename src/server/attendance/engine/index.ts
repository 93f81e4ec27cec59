/**
 * # The attendance engine
 *
 * A pure function from one employee·date's inputs to spec 001 §3's day record, written as passes
 * over plain data, each appending structured steps to a decision trace:
 *
 * 0. **employment** (notEmployedDay) — a date before the date of joining or after the last working
 *    day is not employed: no status, no hours, no LOP, its other inputs ignored, and nothing below runs;
 * 1. **shift** — the shift's window (a night shift ends the next day and belongs to the day it
 *    starts), grace, full and half day, and the 24-hour swipe window that begins
 *    SWIPE_WINDOW_LEAD_MINUTES before the in time (the evening before for a shift in before 04:00),
 *    with the rules HR sets per shift read by shiftRulesOf (thresholds, its own swipe window,
 *    early-exit grace, late/early marking, a scheduled break, the hours mode, worked off days);
 * 2. **punches** (readPunches) — swipes outside the window ignored, duplicates within
 *    DUPLICATE_WINDOW_MINUTES merged, then paired by direction, or first in / last out when any
 *    punch has no direction (alternately, for every valid pair); an in-punch open at the window's
 *    end is closed by an out-punch just after it; an approved regularization with times stands in
 *    for the punches; the hours measured (first in to last out, or every valid pair; the scheduled
 *    break deducted once; minutes within grace counted as worked), breaks and each session's first
 *    in, last out, excess in;
 * 3. **proposals** — what the calendar, the punches (full day → both sessions P, half day → the
 *    session worked more), approved regularizations (REG → P, WFH, OD), approved leave and a
 *    manual override each say about Session 1 and Session 2;
 * 4. **precedence** — proposals applied in PRECEDENCE order, weakest first, so the strongest
 *    source that spoke decides each session;
 * 5. **absence** — a session nobody decided is A once the shift is over; until then the day is in
 *    progress ("now" is an input: one clock, set by the caller and by tests); late in and early out
 *    only on a session worked, not within their graces, not for the scheduled break, and not at
 *    all when the shift does not mark them;
 * 6. **hours and LOP** — total, break, actual, shortfall and excess against the hours the day
 *    expected (none on a day leave covers whole); half a day of LOP per absent session, with the
 *    spec's message for a whole day.
 *
 * explainTrace turns the trace into the Explain panel's sentences. Decisions where the spec is
 * silent: docs/attendance-engine.md.
 */
export type { ApprovedLeave, ApprovedRegularization, DayInputs, DayType, EmploymentWindow, ManualOverride, SessionNumber, Shift, Swipe } from './dayInputs';
export type { DayRecord } from './dayRecord';
export type { SessionRecord } from '../../../shared/sessionRecord';
export type { TraceStep } from './traceStep';
export { computeDay, LOP_FULL_DAY_MESSAGE, LOP_HALF_DAY_MESSAGE } from './computeDay';
export { SWIPE_WINDOW_LEAD_MINUTES, shiftRulesOf, swipeWindowOf, type ShiftRules } from './shiftRules';
export { explainTrace } from './explainTrace';
export { PRECEDENCE } from './precedence';
export { DUPLICATE_WINDOW_MINUTES } from './readPunches';
