import type { Shift } from '../engine/index.js';
import { DEFAULT_SHIFT_CODE, fullDayMinutes, halfDayMinutes, hhmm } from '../../../shared/shiftTimes.js';

/** A row of the shift master (master_shift_master), as read by the loader. */
export interface ShiftMasterRow {
  shift_code: string;
  in_time: string;
  out_time: string;
  grace_time: string | null;
  full_day_time: string | null;
  half_day_time: string | null;
  /** The rules HR set on the shift (issue 19 §2), by the engine's names; unset ones absent. */
  rules?: ShiftRules;
}

export type ShiftRules = Omit<Shift, 'shiftCode' | 'inTime' | 'outTime' | 'graceTime' | 'fullDayTime' | 'halfDayTime'>;

/**
 * The organisation default (spec 001: Regular, S1, 09:30–18:30, grace 00:15), used when the
 * employee's shift is not in the master, so a day is still computed and its trace names the shift used.
 */
export const DEFAULT_SHIFT_ROW: ShiftMasterRow = {
  shift_code: DEFAULT_SHIFT_CODE,
  in_time: '09:30',
  out_time: '18:30',
  grace_time: '00:15',
  full_day_time: null,
  half_day_time: null,
  // The seeded S1's lunch (schemas/masters/shiftMaster.schema.json x-seed).
  rules: { breakStart: '13:30', breakMinutes: 60 },
};

/**
 * The engine's shift from a master row. Full and half day are the master's computed fields (in to
 * out, half of it); a row saved before they were computed gets the same rule here.
 */
export function shiftOfMaster(row: ShiftMasterRow): Shift {
  return {
    ...row.rules,
    shiftCode: row.shift_code,
    inTime: row.in_time,
    outTime: row.out_time,
    graceTime: row.grace_time ?? '00:00',
    fullDayTime: row.full_day_time ?? hhmm(fullDayMinutes(row.in_time, row.out_time)!),
    halfDayTime: row.half_day_time ?? hhmm(halfDayMinutes(row.in_time, row.out_time)!),
  };
}
