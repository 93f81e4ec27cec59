import { fullDayMinutes, halfDayMinutes, hhmm } from './shiftTimes.js';

/**
 * The pure functions a master's read-only property may be computed by (`"x-computed": "<name>"`,
 * schemas/README.md). The server stores the value on create, update, import and seed; the form
 * shows it live. A function answers undefined while its inputs are missing or malformed.
 */
export interface ComputedField {
  /** The properties it reads: each must be a property of the schema that uses it. */
  inputs: readonly string[];
  compute(record: Readonly<Record<string, unknown>>): string | number | undefined;
}

const timeOf = (minutes: number | undefined) => (minutes === undefined ? undefined : hhmm(minutes));

export const COMPUTED_FIELDS: Readonly<Record<string, ComputedField>> = {
  /** Shift master: out time − in time, the next day when out is earlier (HH:mm). */
  shiftFullDayTime: { inputs: ['inTime', 'outTime'], compute: (r) => timeOf(fullDayMinutes(r.inTime, r.outTime)) },
  /** Shift master: half of the full day (HH:mm). */
  shiftHalfDayTime: { inputs: ['inTime', 'outTime'], compute: (r) => timeOf(halfDayMinutes(r.inTime, r.outTime)) },
};

/** Property name → its computed function, for the properties of a schema that declare one. */
export function computedProperties(properties: Readonly<Record<string, { [keyword: string]: unknown }>>): [string, ComputedField][] {
  return Object.entries(properties).flatMap(([name, property]) => {
    const fn = property['x-computed'];
    return typeof fn === 'string' && COMPUTED_FIELDS[fn] ? [[name, COMPUTED_FIELDS[fn]] as [string, ComputedField]] : [];
  });
}

/** The record with every computed property set from its inputs (removed when they do not give a value). */
export function withComputedFields<T extends Record<string, unknown>>(properties: Readonly<Record<string, { [keyword: string]: unknown }>>, record: T): T {
  const computed = computedProperties(properties);
  if (computed.length === 0) return record;
  const result: Record<string, unknown> = { ...record };
  for (const [name, field] of computed) {
    const value = field.compute(record);
    if (value === undefined) delete result[name];
    else result[name] = value;
  }
  return result as T;
}
