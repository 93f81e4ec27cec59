import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { oncePerDatabase } from '../../db/oncePerDatabase.js';
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
 * The weekend policies and the active holidays of `first..last`, one statement each: read by the
 * attendance processor's loader and by leave's day counting, so both resolve a day alike.
 */
export async function loadCalendarTables(db: Db, organizationId: number, first: string, last: string): Promise<CalendarTables> {
  const [policies, holidays] = await Promise.all([
    sql<{ month_start: string; weeks: WeekendWeek[] }>`
      SELECT month_start, weeks FROM weekend_policy
      WHERE organization_id = ${organizationId} AND month_start BETWEEN date_trunc('month', ${first}::date)::date AND ${last}::date`.execute(db),
    sql<HolidayRow>`
      SELECT holiday_date, occasion, restricted_holiday, all_state, all_location, state_list, location_list FROM holiday
      WHERE organization_id = ${organizationId} AND status = 'Active' AND holiday_date BETWEEN ${first}::date AND ${last}::date
      ORDER BY holiday_date, id`.execute(db),
  ]);
  const holidaysByDate = new Map<string, HolidayRow[]>();
  for (const row of holidays.rows) holidaysByDate.set(row.holiday_date, [...(holidaysByDate.get(row.holiday_date) ?? []), row]);
  return { weeksByMonth: new Map(policies.rows.map((p) => [p.month_start.slice(0, 7), p.weeks])), holidaysByDate };
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

/**
 * The Work Location master gains its `state` with the holidays work (spec 002); until then the
 * employee's state is unknown and only holidays for all states apply.
 */
export function workLocationHasState(db: Db): Promise<boolean> {
  return oncePerDatabase(db, 'workLocationHasState', () =>
    sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'master_work_location' AND column_name = 'state') AS found`
      .execute(db)
      .then((r) => r.rows[0].found),
  );
}
