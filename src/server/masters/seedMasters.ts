import type { Db } from '../db/database.js';
import { dynamic } from './dynamicDb.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { toColumnValues } from './masterRecords.js';
import { employeeReferenceErrors } from './employeeReferences.js';
import { ownerValues } from './masterScope.js';

/**
 * A master's x-seed rows (or the rows given): once for a global master, for every organisation (or the one given) for
 * an organisation master. Rows already there (by the unique key) are left alone, and a row naming
 * people (x-employee) goes only to an organisation those people belong to (docs/tenancy.md).
 */
export async function insertSeedRows(db: Db, definition: MasterDefinition, organizationId?: number, seed = definition.schema['x-seed']): Promise<void> {
  if (!seed?.length) return;
  const organizations =
    definition.schema['x-scope'] === 'global'
      ? [null]
      : organizationId !== undefined
        ? [organizationId]
        : (await db.selectFrom('organization').select('id').execute()).map((o) => o.id);
  for (const organization of organizations) {
    const strangers = new Set(organization === null ? [] : (await employeeReferenceErrors(db, definition, seed, organization)).map((error) => error.index));
    const rows = seed.filter((_row, index) => !strangers.has(index)).map((row) => ({ ...toColumnValues(definition, row), ...(organization === null ? {} : ownerValues(definition, organization)), created_by: 'system', updated_by: 'system' }));
    if (rows.length > 0) await dynamic(db).insertInto(definition.table).values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
}
