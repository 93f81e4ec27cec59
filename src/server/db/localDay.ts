import { sql } from 'kysely';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';

/** A timestamp column as the calendar date it falls on in the organisation's time zone (YYYY-MM-DD); a null stays null. */
export const localDay = <T extends string | null = string>(column: string) => sql<T>`to_char(${sql.ref(column)} AT TIME ZONE ${DEFAULT_DAY_RULE.timeZone}, 'YYYY-MM-DD')`;
