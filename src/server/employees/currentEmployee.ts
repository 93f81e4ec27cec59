import { sql, type RawBuilder } from 'kysely';

/**
 * An employee every look-up may offer (docs/people.md, "Deactivation"): Active, and not on or past
 * the last working day a deactivation recorded. `alias` is the employee table's alias in the query.
 */
export const currentEmployee = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.status`)} = 'Active' AND (${sql.ref(`${alias}.last_working_day`)} IS NULL OR ${sql.ref(`${alias}.last_working_day`)} > current_date))`;
