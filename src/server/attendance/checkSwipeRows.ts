import { isRealDate } from '../http/realDates.js';
import { attendanceDateOf, type AttendanceDayRule } from './attendanceDate.js';
import { zonedInstant } from './zonedInstant.js';

/** One row of POST /api/attendance/swipes as a device sync tool sends it (docs/swipes.md). */
export interface SwipeRowInput {
  empId: string;
  /** RFC 3339; without an offset it is the organisation's wall-clock time. */
  logDateTime: string;
  deviceName: string;
  /** In, Out (any letter case) or absent/null for a device that does not record direction. */
  direction?: string | null;
  accessCardNo?: string | null;
  doorAddress?: string | null;
}

/** A row ready for the swipe table. */
export interface CheckedSwipe {
  employeeId: number;
  at: Date;
  attendanceDate: string;
  deviceName: string;
  direction: 'IN' | 'OUT' | null;
  accessCardNo: string | null;
  doorAddress: string | null;
}

export interface RejectedRow {
  /** 1-based position in the batch. */
  row: number;
  message: string;
}

export interface CheckedSwipeRows {
  valid: CheckedSwipe[];
  rejected: RejectedRow[];
}

/** What the checks need to know about the organisation: its employees (Emp ID → id and day rule) and its zone. */
export interface SwipeCheckContext {
  employees: ReadonlyMap<string, { id: number; dayRule: AttendanceDayRule }>;
  timeZone: string;
  now: Date;
}

/** Clocks of devices and servers differ a little; a swipe this far ahead of the server is still today's. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Checks every row of a batch on its own: a row that names an unknown employee, an impossible or
 * future time, or a direction other than In/Out is rejected with its reason, and the others go in
 * (docs/swipes.md: a device feed must not lose a day's punches to one bad line).
 */
export function checkSwipeRows(rows: readonly SwipeRowInput[], context: SwipeCheckContext): CheckedSwipeRows {
  const valid: CheckedSwipe[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((input, index) => {
    const outcome = checkRow(input, context);
    if (typeof outcome === 'string') rejected.push({ row: index + 1, message: outcome });
    else valid.push(outcome);
  });
  return { valid, rejected };
}

function checkRow(input: SwipeRowInput, context: SwipeCheckContext): CheckedSwipe | string {
  const empId = input.empId.trim().toUpperCase();
  const employee = context.employees.get(empId);
  if (!employee) return `Employee ${input.empId.trim() || '(blank)'} not found`;
  const deviceName = input.deviceName.trim();
  if (!deviceName) return 'Device name cannot be empty';
  const at = instantOf(input.logDateTime.trim(), context.timeZone);
  if (!at) return `Log date time '${input.logDateTime}' is not a real date and time`;
  if (at.getTime() > context.now.getTime() + FUTURE_TOLERANCE_MS) return `Log date time '${input.logDateTime}' is in the future`;
  const direction = directionOf(input.direction);
  if (direction === undefined) return `Direction '${input.direction}' must be In, Out or empty`;
  return {
    employeeId: employee.id,
    at,
    attendanceDate: attendanceDateOf(at, employee.dayRule),
    deviceName,
    direction,
    accessCardNo: input.accessCardNo?.trim() || null,
    doorAddress: input.doorAddress?.trim() || null,
  };
}

/** The instant of an RFC 3339 time (seconds kept, fractions dropped: the device's own resolution), or null when impossible. */
function instantOf(text: string, timeZone: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', , offset] = match;
  if (!isRealDate(`${year}-${month}-${day}`) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const local = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  if (!offset) return zonedInstant(local, timeZone);
  const utc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  if (offset.toUpperCase() === 'Z') return new Date(utc);
  const [, sign, offsetHours, offsetMinutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
  if (Number(offsetHours) > 18 || Number(offsetMinutes) > 59) return null;
  const minutes = (Number(offsetHours) * 60 + Number(offsetMinutes)) * (sign === '-' ? -1 : 1);
  return new Date(utc - minutes * 60_000);
}

/** 'IN'/'OUT' from In/Out in any case, null when absent, undefined when it is something else. */
function directionOf(value: string | null | undefined): 'IN' | 'OUT' | null | undefined {
  const text = value?.trim().toUpperCase();
  if (!text) return null;
  return text === 'IN' || text === 'OUT' ? text : undefined;
}
