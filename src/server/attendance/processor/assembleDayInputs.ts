import type { WorkPlace } from '../../../shared/holidayApplies.js';
import { swipeWindowOf, type ApprovedLeave, type ApprovedRegularization, type DayInputs, type ManualOverride, type SessionNumber, type Shift, type Swipe } from '../engine/index.js';
import type { EmploymentWindow, RosterEntry } from '../engine/dayInputs.js';
import { formatHHmm } from '../engine/wallClock.js';
import { resolveDayType } from './resolveDayType.js';
import { DEFAULT_SHIFT_ROW, shiftOfMaster, type ShiftMasterRow, type ShiftRules } from './shiftOfMaster.js';
import { calendarOfDay, calendarTablesOf } from './dayCalendars.js';
import type { DayBatch, DayKey } from './loadDayBatches.js';

export interface LoadedDay {
  key: DayKey;
  inputs: DayInputs;
}

/** The employment window's dates may be absent from a text written before they were read (tests): unknown. */
type PersonRow = [id: number, empId: string, shiftCode: string | null, location: string | null, state: string | null, joined?: string | null, lastWorkingDay?: string | null];
type ShiftRow = [shiftCode: string, inTime: string, outTime: string, graceTime: string | null, fullDayTime: string | null, halfDayTime: string | null, rules?: ShiftRules];
type RosterRow = [employeeId: number, date: string, shiftCode: string | null, dayType: 'OFF' | 'WORKING' | null, source: RosterEntry['by']];
type RegularizationRow = [employeeId: number, date: string, code: string, workType: ApprovedRegularization['workType'], startTime: string | null, endTime: string | null, sessions: SessionNumber[]];
type LeaveRow = [employeeId: number, date: string, leaveType: string, session1: boolean, session2: boolean];
type OverrideRow = [employeeId: number, date: string, session1: string | null, session2: string | null, remarks: string, by: string, at: string];

/** Values per swipe in DayBatch.swipes. */
const SWIPE_FIELDS = 5;
const DAY_MINUTES = 1440;

const epochDayOf = (date: string) => Date.parse(`${date}T00:00Z`) / 86_400_000;

/**
 * The engine's inputs of a DayBatch's keys, one day at a time in the keys' order
 * (docs/attendance-engine.md, "The processor"): a caller that computes each day as it comes keeps
 * no more than one day's objects alive, so the young-generation collections of the pool's thread
 * find little to copy (holding a chunk's thousand days made them most of the thread's time). The
 * shift is the roster row's, else the employee's, else the organisation default S1 (a roster row is
 * passed on as `rostered`, so the trace names it); the day type
 * comes from the roster, the holiday master (holidayApplies with the employee's
 * work location) and the weekend policy; swipes are the date's own and those of its neighbours
 * that fall in the shift's swipe window; approved regularizations and leave days are the date's.
 * HR's override of the date, with who and when; the employee's date of joining and last working
 * day (the engine's employment window). A key whose employee is gone is left out.
 */
export function* assembleDayInputs(batch: DayBatch, now: string): Generator<LoadedDay> {
  const personById = new Map((JSON.parse(batch.people) as PersonRow[]).map((p) => [p[0], p]));
  // One window object per employee, shared by their days (the engine only reads it); none when neither date is known.
  const employmentById = new Map<number, EmploymentWindow>();
  for (const [id, , , , , joined = null, lastWorkingDay = null] of personById.values()) {
    if (joined !== null || lastWorkingDay !== null) employmentById.set(id, { joined, lastWorkingDay });
  }
  const shiftByCode = new Map<string, ShiftMasterRow>();
  for (const [shift_code, in_time, out_time, grace_time, full_day_time, half_day_time, rules] of JSON.parse(batch.shifts) as ShiftRow[]) {
    if (!shiftByCode.has(shift_code)) shiftByCode.set(shift_code, { shift_code, in_time, out_time, grace_time, full_day_time, half_day_time, rules });
  }
  const calendarTables = calendarTablesOf(batch.calendar);
  const rosterByKey = new Map((JSON.parse(batch.roster) as RosterRow[]).map((r) => [`${r[0]}|${r[1]}`, r]));
  const regularizationsByKey = groupBy(JSON.parse(batch.regularizations) as RegularizationRow[], (r) => `${r[0]}|${r[1]}`);
  const leavesByKey = groupBy(JSON.parse(batch.leaves) as LeaveRow[], (l) => `${l[0]}|${l[1]}`);
  const overrideByKey = new Map((JSON.parse(batch.overrides ?? '[]') as OverrideRow[]).map((o) => [`${o[0]}|${o[1]}`, o]));

  // Swipes stay in their flat array; an employee·day's are one run of it (the database sorted them).
  const swipes = JSON.parse(batch.swipes) as (number | string | null)[];
  const swipeRuns = new Map<string, [from: number, to: number]>();
  for (let i = 0; i < swipes.length; i += SWIPE_FIELDS) {
    const id = `${swipes[i]}|${swipes[i + 1]}`;
    const run = swipeRuns.get(id);
    if (run) run[1] = i + SWIPE_FIELDS;
    else swipeRuns.set(id, [i, i + SWIPE_FIELDS]);
  }

  // Per shift row, not per day: the engine's shift and the start of its swipe window.
  const shiftsOfRow = new Map<ShiftMasterRow, { shift: Shift; windowStart: number; windowEnd: number }>();
  const shiftOfRow = (row: ShiftMasterRow) => {
    let found = shiftsOfRow.get(row);
    if (!found) {
      const shift = shiftOfMaster(row);
      const window = swipeWindowOf(shift);
      shiftsOfRow.set(row, (found = { shift, windowStart: window.from, windowEnd: window.to }));
    }
    return found;
  };
  const epochDays = new Map<string, number>();
  const epochDay = (date: string) => {
    let found = epochDays.get(date);
    if (found === undefined) epochDays.set(date, (found = epochDayOf(date)));
    return found;
  };

  for (let k = 0; k < batch.employeeIds.length; k++) {
    const key: DayKey = { employeeId: batch.employeeIds[k], date: batch.dates[k] };
    const person = personById.get(key.employeeId);
    if (!person) continue; // removed since it was marked: nothing to compute
    const [, empId, ownShiftCode, location, state] = person;
    const employment = employmentById.get(key.employeeId);
    const id = `${key.employeeId}|${key.date}`;
    const rosterRow = rosterByKey.get(id);
    const shiftCode = rosterRow?.[2] ?? ownShiftCode ?? DEFAULT_SHIFT_ROW.shift_code;
    const shiftRow = shiftByCode.get(shiftCode) ?? shiftByCode.get(DEFAULT_SHIFT_ROW.shift_code) ?? DEFAULT_SHIFT_ROW;
    const place: WorkPlace | null = location === null ? null : { location, state };
    const dayType = resolveDayType(key.date, calendarOfDay(calendarTables, key.date, place, rosterRow?.[3] ?? null));
    // The date's own swipes, and its neighbours' only where they fall in the shift's swipe window:
    // the engine applies the same window, so this changes nothing but the trace, which then names
    // the date's own stray punches rather than every punch of the days around it. Besides, the
    // punches either side of the window that span it: the last one before it when an in-punch and
    // the day opens with an out-punch (which may close it), and the first one after it when an
    // out-punch (it may close the day's open in-punch): the engine's rule for a span across the window's end.
    const { shift, windowStart, windowEnd } = shiftOfRow(shiftRow);
    const day = epochDay(key.date);
    const dayStart = day * DAY_MINUTES;
    const daySwipes: Swipe[] = [];
    let lastBefore = -1;
    let firstAfter = -1;
    for (const neighbour of [day - 1, day, day + 1]) {
      const run = swipeRuns.get(`${key.employeeId}|${neighbour}`);
      if (!run) continue;
      for (let i = run[0]; i < run[1]; i += SWIPE_FIELDS) {
        const minute = swipes[i + 2] as number;
        if (neighbour === day || inWindow(minute - dayStart, windowStart, windowEnd)) daySwipes.push(swipeAt(swipes, i));
        else if (minute - dayStart < windowStart) lastBefore = i;
        else if (firstAfter < 0) firstAfter = i;
      }
    }
    if (lastBefore >= 0 && daySwipes[0]?.direction === 'OUT' && directionOf(swipes[lastBefore + 3] as string | null) === 'IN') daySwipes.push(swipeAt(swipes, lastBefore));
    if (firstAfter >= 0 && directionOf(swipes[firstAfter + 3] as string | null) === 'OUT') daySwipes.push(swipeAt(swipes, firstAfter));
    yield {
      key,
      inputs: {
        empId,
        attendanceDate: key.date,
        shift,
        dayType,
        swipes: daySwipes,
        leaves: (leavesByKey.get(id) ?? []).map((l): ApprovedLeave => ({ leaveCode: l[2], sessions: sessionsOf(l[3], l[4]) })),
        regularizations: (regularizationsByKey.get(id) ?? []).map((r) => ({ regularizationCode: r[2], workType: r[3], startTime: r[4], endTime: r[5], sessions: r[6] })),
        override: overrideOf(overrideByKey.get(id)),
        now,
        ...(rosterRow ? { rostered: { shiftCode: rosterRow[2], dayType: rosterRow[3], by: rosterRow[4] } } : {}),
        // Only when known: the engine then leaves the dates outside it unrecorded (not employed).
        ...(employment ? { employment } : {}),
      },
    };
  }
}

const swipeAt = (swipes: (number | string | null)[], i: number): Swipe => ({ at: wallTimeOf(swipes[i + 2] as number), direction: directionOf(swipes[i + 3] as string | null), device: swipes[i + 4] as string });

const inWindow = (minute: number, windowStart: number, windowEnd: number) => minute >= windowStart && minute < windowEnd;

/** The dates of epoch days met so far: a batch spans a few weeks. */
const datesOfDay = new Map<number, string>();

/** A wall time as minutes since 1970-01-01 00:00, as the engine reads it: 'YYYY-MM-DDTHH:mm'. */
function wallTimeOf(minute: number): string {
  const day = Math.floor(minute / DAY_MINUTES);
  let date = datesOfDay.get(day);
  if (date === undefined) datesOfDay.set(day, (date = new Date(day * 86_400_000).toISOString().slice(0, 10)));
  return `${date}T${formatHHmm(minute - day * DAY_MINUTES)}`;
}

const overrideOf = (row: OverrideRow | undefined): ManualOverride | null =>
  row ? { session1: row[2], session2: row[3], remarks: row[4], overriddenBy: row[5], overriddenAt: row[6] } : null;

const sessionsOf = (session1: boolean, session2: boolean): SessionNumber[] => [...(session1 ? [1 as const] : []), ...(session2 ? [2 as const] : [])];

/** Devices write In/Out in any letter case, or nothing. */
function directionOf(direction: string | null): Swipe['direction'] {
  const upper = direction?.trim().toUpperCase();
  return upper === 'IN' || upper === 'OUT' ? upper : null;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
