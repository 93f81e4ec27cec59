import { sql } from 'kysely';
import { ORGANIZATION_TIME_ZONE } from '../../shared/organizationTimeZone.js';

/** A timestamp column as the calendar date it falls on in the organisation's time zone (YYYY-MM-DD); a null stays null. */
export const localDay = <T extends string | null = string>(column: string) => sql<T>`to_char(${sql.ref(column)} AT TIME ZONE ${ORGANIZATION_TIME_ZONE}, 'YYYY-MM-DD')`;
