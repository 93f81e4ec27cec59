import type { Selectable } from 'kysely';
import type { HolidayTable } from '../db/tables.js';
import type { HolidayRecord } from '../../shared/holidayRecord.js';

/** The columns a holiday answer reads, with the date as text (no time zone can move it). */
export const HOLIDAY_COLUMNS = [
  'id',
  'occasion',
  'holiday_date',
  'discription',
  'restricted_holiday',
  'all_state',
  'all_location',
  'state_list',
  'location_list',
  'file',
] as const;

export type HolidayRow = Pick<Selectable<HolidayTable>, (typeof HOLIDAY_COLUMNS)[number]>;

export function toHolidayRecord(row: HolidayRow): HolidayRecord {
  return {
    id: row.id,
    occasion: row.occasion,
    // DATE columns arrive as their text (db/database.ts), so no time zone can move the day.
    date: row.holiday_date,
    discription: row.discription ?? '',
    restrictedHoliday: row.restricted_holiday,
    allState: row.all_state,
    allLocation: row.all_location,
    stateList: row.state_list,
    locationList: row.location_list,
    file: row.file,
  };
}
