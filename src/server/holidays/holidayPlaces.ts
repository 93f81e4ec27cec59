import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { dynamic } from '../masters/dynamicDb.js';
import type { WorkPlace } from '../../shared/holidayApplies.js';
import { knownStateNames } from './geography.js';

/** The Work Location master's table (schemas/masters/workLocation.schema.json). */
export const WORK_LOCATION_TABLE = 'master_work_location';

/**
 * The names a holiday lists, in their own spelling: states the geography package knows, and Work
 * Location rows of the organisation. Unknown names come back as field errors.
 */
export async function resolvePlaces(
  db: Db,
  organizationId: number,
  states: string[],
  locations: string[],
): Promise<{ stateList: { name: string }[]; locationList: { name: string }[]; errors: { field: string; message: string }[] }> {
  const errors: { field: string; message: string }[] = [];
  const known = await knownStateNames();
  const stateList = states.flatMap((name) => {
    const own = known.get(name.toLowerCase());
    if (!own) errors.push({ field: 'stateList', message: `'${name}' is not a state` });
    return own ? [{ name: own }] : [];
  });
  const rows =
    locations.length === 0
      ? []
      : await dynamic(db)
          .selectFrom(WORK_LOCATION_TABLE)
          .select('name')
          .where('organization_id', '=', organizationId)
          .where(sql<boolean>`lower(name) IN (${sql.join(locations.map((l) => l.toLowerCase()))})`)
          .execute();
  const byName = new Map(rows.map((row: { name: string }) => [row.name.toLowerCase(), row.name]));
  const locationList = locations.flatMap((name) => {
    const own = byName.get(name.toLowerCase());
    if (!own) errors.push({ field: 'locationList', message: `'${name}' is not a Work Location of this organisation` });
    return own ? [{ name: own }] : [];
  });
  return { stateList, locationList, errors };
}

/** The employee's work location and its state (null without one): what decides their holidays. */
export async function workPlaceOf(db: Db, organizationId: number, employeeId: number): Promise<WorkPlace | null> {
  const row = await dynamic(db)
    .selectFrom('employee as e')
    .innerJoin(`${WORK_LOCATION_TABLE} as w`, (join) => join.onRef('w.id', '=', 'e.work_location_id').on('w.organization_id', '=', organizationId))
    .select(['w.name', 'w.state'])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  return row ? { location: row.name as string, state: (row.state as string | null) ?? null } : null;
}
