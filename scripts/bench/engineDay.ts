/**
 * The attendance engine's CPU per day, without a database or a pool: what a worker spends on one
 * day between the parsed inputs and the stored record's JSON (computeDay, storedDayRecord,
 * JSON.stringify). The month is the attendance month bench's (attendanceMonth.ts: shifts S1, S2 and
 * N1 in its proportions, four punches a day varying by employee and day, weekends off) with the
 * days real months also hold: late and very late arrivals, half days, missed punches, double taps,
 * punches without direction, strays outside the swipe window, absences, leave, regularizations,
 * a holiday. `npx tsx scripts/bench/engineDay.ts` prints the figures; `npm run bench -- attendance`
 * prints them before the month's.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { computeDay, type DayInputs, type DayType, type Shift, type Swipe } from '../../src/server/attendance/engine/index.js';
import { storedDayRecord } from '../../src/server/attendance/storedDayRecord.js';
import { BenchTable, percentile } from './measure.js';

/** The seeded shift master's rows as the loader hands them to the engine (shiftOfMaster). */
const SHIFTS: Record<'S1' | 'S2' | 'N1', Shift> = {
  S1: { shiftCode: 'S1', inTime: '09:30', outTime: '18:30', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30', breakStart: '13:30', breakMinutes: 60 },
  // The month bench's rules (attendanceMonth.ts): S2 by every valid pair, N1 by HR's thresholds.
  S2: { shiftCode: 'S2', inTime: '14:00', outTime: '23:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30', breakStart: '18:00', breakMinutes: 30, hoursMode: 'everyValidPair' },
  N1: { shiftCode: 'N1', inTime: '22:00', outTime: '07:00', graceTime: '00:15', fullDayTime: '09:00', halfDayTime: '04:30', breakStart: '02:00', breakMinutes: 30, halfDayThresholdHours: '07:30', absentThresholdHours: '03:00', workedOffDayPolicy: 'keepOffDay' },
};

const MONTH_START = Date.UTC(2026, 9, 1);
const MONTH_DAYS = 30;
const NOW = '2026-11-20T10:00';
const HOLIDAY = '2026-10-02';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (day: number) => new Date(MONTH_START + day * 86_400_000).toISOString().slice(0, 10);
/** Wall time `minutes` after the date's midnight (beyond 24:00: the next day), as the loader reads it. */
const wallTime = (day: number, minutes: number) => `${dateOf(day + Math.floor(minutes / 1440))}T${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;

/** A small seeded generator, so every run (and every engine revision) sees the same month. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function dayTypeOf(day: number): DayType {
  const date = dateOf(day);
  if (date === HOLIDAY) return { kind: 'holiday', occasion: 'Gandhi Jayanti', restricted: false };
  const weekday = new Date(MONTH_START + day * 86_400_000).getUTCDay();
  if (weekday === 0) return { kind: 'weeklyOff', because: 'sunday' };
  if (weekday === 6) return { kind: 'weeklyOff', because: 'saturdayOffByPolicy' };
  return { kind: 'working', because: 'weekday' };
}

/**
 * One employee·day. Most days are the month bench's four punches (in, lunch out, in, out, 0–39
 * minutes later by employee and day); about one in four is one of the other kinds.
 */
function dayOf(employee: number, day: number, next: () => number): DayInputs {
  const shiftCode = employee % 20 === 0 ? 'N1' : employee % 20 === 1 ? 'S2' : 'S1';
  const start = shiftCode === 'N1' ? 21 * 60 + 40 : shiftCode === 'S2' ? 13 * 60 + 40 : 9 * 60 + 10;
  const shift = (employee + day) % 40;
  const at = (minutes: number, direction: Swipe['direction'], device = `Gate ${employee % 4}`): Swipe => ({ at: wallTime(day, minutes), direction, device });
  const four = (from: number) => [at(from, 'IN'), at(from + 230, 'OUT'), at(from + 275, 'IN'), at(from + 550, 'OUT')];
  const inputs: DayInputs = {
    empId: `B${employee}`,
    attendanceDate: dateOf(day),
    shift: SHIFTS[shiftCode],
    dayType: dayTypeOf(day),
    swipes: four(start + shift),
    leaves: [],
    regularizations: [],
    override: null,
    now: NOW,
  };
  const kind = next();
  if (kind < 0.06) inputs.swipes = four(start + 45 + Math.floor(next() * 60)); // late beyond grace
  else if (kind < 0.1) inputs.swipes = [at(start + shift, 'IN'), at(start + shift + 300, 'OUT')]; // half day
  else if (kind < 0.14) inputs.swipes = [at(start + shift, 'IN')]; // missed out-punch
  else if (kind < 0.16) inputs.swipes = [at(start + shift, 'IN'), at(start + 230, 'OUT'), at(start + 550, 'OUT')]; // missed in after lunch
  else if (kind < 0.2) inputs.swipes = [...four(start + shift), at(start + shift + 1, 'IN', 'Gate 9'), at(start + shift + 551, 'OUT', 'Gate 9')]; // double taps
  else if (kind < 0.22) inputs.swipes = four(start + shift).map((swipe) => ({ ...swipe, direction: null })); // a device without direction
  else if (kind < 0.23) inputs.swipes = [at(start - 400, 'OUT'), ...four(start + shift)]; // a stray outside the window
  else if (kind < 0.25) inputs.swipes = []; // absent
  else if (kind < 0.26) {
    inputs.swipes = [];
    inputs.leaves = [{ leaveCode: 'CL', sessions: [1, 2] }];
  } else if (kind < 0.265) {
    inputs.swipes = [at(start + 280, 'IN'), at(start + shift + 550, 'OUT')];
    inputs.leaves = [{ leaveCode: 'SL', sessions: [1] }];
  } else if (kind < 0.27) {
    inputs.swipes = [];
    inputs.regularizations = [{ regularizationCode: `REG-${employee}`, workType: 'REG', startTime: SHIFTS[shiftCode].inTime, endTime: SHIFTS[shiftCode].outTime, sessions: [1, 2] }];
  } else if (kind < 0.275) {
    inputs.swipes = [];
    inputs.regularizations = [{ regularizationCode: `WFH-${employee}`, workType: 'WFH', startTime: null, endTime: null, sessions: [] }];
  }
  return inputs;
}

/**
 * The month's days for `employees` employees, passed through JSON as the worker receives them
 * (each day its own objects, nothing shared between days).
 */
export function realisticMonth(employees: number): DayInputs[] {
  const next = random(10);
  const days: DayInputs[] = [];
  for (let employee = 1; employee <= employees; employee++) for (let day = 0; day < MONTH_DAYS; day++) days.push(dayOf(employee, day, next));
  return JSON.parse(JSON.stringify(days)) as DayInputs[];
}

/** What a worker does for one day to compute, from its parsed inputs to the text the writer sends. */
const storedJson = (inputs: DayInputs) => JSON.stringify(storedDayRecord(computeDay(inputs)));

const RUNS = 7;
/** As the processor hands days to the pool: tasks of 1,000 days, each one JSON text. */
const TASK_DAYS = 1_000;

/**
 * CPU µs per day of `work` over the month: the median of RUNS passes, after one to warm up. Each
 * pass parses every task afresh (not timed) and times `work` over its days, as a pool thread meets
 * them: inputs just parsed, still in the cache, not a month of objects read again from memory.
 */
function cpuPerDay(tasks: readonly string[], work: (inputs: DayInputs) => unknown): number {
  const pass = () => {
    let microseconds = 0;
    let count = 0;
    for (const task of tasks) {
      const days = JSON.parse(task) as DayInputs[];
      const before = process.cpuUsage();
      for (const inputs of days) work(inputs);
      const used = process.cpuUsage(before);
      microseconds += used.user + used.system;
      count += days.length;
    }
    return microseconds / count;
  };
  pass();
  return percentile(Array.from({ length: RUNS }, pass), 50);
}

/** The engine's table: CPU per day for what a worker does per day, and computeDay's part of it. */
export function printEngineDayFigures(employees = Number(process.env.BENCH_ENGINE_EMPLOYEES ?? 1_000)): void {
  const days = realisticMonth(employees);
  const tasks: string[] = [];
  for (let from = 0; from < days.length; from += TASK_DAYS) tasks.push(JSON.stringify(days.slice(from, from + TASK_DAYS)));
  const table = new BenchTable(`Attendance engine, ${days.length.toLocaleString('en')} days of a realistic month, median of ${RUNS} passes (one thread, load ${os.loadavg()[0].toFixed(1)})`);
  table.add({ figure: 'engine per day (µs CPU): computeDay + storedDayRecord + JSON', value: cpuPerDay(tasks, storedJson), unit: 'µs' });
  table.add({ figure: '  of which computeDay', value: cpuPerDay(tasks, computeDay), unit: 'µs' });
  table.print();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printEngineDayFigures();
