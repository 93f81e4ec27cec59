import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { holidayApplies, isRestricted, type HolidayCoverage, type WorkPlace } from '../../../shared/holidayApplies.js';
import type { WeekendWeek } from '../../../shared/weekendPolicy.js';
import type { CalendarOfDay } from './resolveDayType.js';

/** A holiday row of the master, as the calendar reads it. */
export interface HolidayRow {
  holiday_date: string;
  occasion: string;
  restricted_holiday: string;
  all_state: boolean;
  all_location: boolean;
  state_list: { name: string }[];
  location_list: { name: string }[];
}

/** What a batch of days needs from the calendar tables: the month's weekend policies and the holidays of the range. */
export interface CalendarTables {
  weeksByMonth: Map<string, WeekendWeek[]>;
  holidaysByDate: Map<string, HolidayRow[]>;
}

/**
 * The weekend policies and the active holidays of `first..last` as one JSON text, one statement:
 * read by the attendance processor's loader (parsed on a pool thread) and, through
 * loadCalendarTables, by leave's day counting, so both resolve a day alike.
 */
export async function loadCalendarText(db: Db, organizationId: number, first: string, last: string): Promise<string> {
  const result = await sql<{ text: string }>`
    SELECT json_build_array(
      (SELECT coalesce(json_agg(json_build_array(month_start, weeks)), '[]') FROM weekend_policy
        WHERE organization_id = ${organizationId} AND month_start BETWEEN date_trunc('month', ${first}::date)::date AND ${last}::date),
      (SELECT coalesce(json_agg(json_build_array(holiday_date, occasion, restricted_holiday, all_state, all_location, state_list, location_list) ORDER BY holiday_date, id), '[]') FROM holiday
        WHERE organization_id = ${organizationId} AND status = 'Active' AND holiday_date BETWEEN ${first}::date AND ${last}::date))::text AS text`.execute(db);
  return result.rows[0].text;
}

/** loadCalendarText's answer as the tables calendarOfDay reads. */
export function calendarTablesOf(text: string): CalendarTables {
  const [policies, holidays] = JSON.parse(text) as [[string, WeekendWeek[]][], [string, string, string, boolean, boolean, { name: string }[], { name: string }[]][]];
  const holidaysByDate = new Map<string, HolidayRow[]>();
  for (const [holiday_date, occasion, restricted_holiday, all_state, all_location, state_list, location_list] of holidays) {
    const row: HolidayRow = { holiday_date, occasion, restricted_holiday, all_state, all_location, state_list, location_list };
    holidaysByDate.set(holiday_date, [...(holidaysByDate.get(holiday_date) ?? []), row]);
  }
  return { weeksByMonth: new Map(policies.map(([monthStart, weeks]) => [monthStart.slice(0, 7), weeks])), holidaysByDate };
}

/** The weekend policies and the active holidays of `first..last` (loadCalendarText, parsed). */
export async function loadCalendarTables(db: Db, organizationId: number, first: string, last: string): Promise<CalendarTables> {
  return calendarTablesOf(await loadCalendarText(db, organizationId, first, last));
}

/** resolveDayType's input for one employee·date: the roster's day type, the holidays that apply to their place, the month's weeks. */
export function calendarOfDay(tables: CalendarTables, date: string, place: WorkPlace | null, rosterDayType: 'OFF' | 'WORKING' | null): CalendarOfDay {
  const applying = (tables.holidaysByDate.get(date) ?? []).filter((h) => holidayApplies(coverageOf(h), place));
  return {
    rosterDayType,
    holidays: applying.map((h) => ({ occasion: h.occasion, restricted: isRestricted({ restrictedHoliday: h.restricted_holiday }) })),
    weeks: tables.weeksByMonth.get(date.slice(0, 7)) ?? null,
  };
}

function coverageOf(h: HolidayRow): HolidayCoverage {
  return { allState: h.all_state, allLocation: h.all_location, stateList: h.state_list, locationList: h.location_list, restrictedHoliday: h.restricted_holiday };
}
