import type { Db } from '../db/database.js';
import { dynamic } from './dynamicDb.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { toColumnValues } from './masterRecords.js';
import { ownerValues } from './masterScope.js';

/**
 * A master's x-seed rows: once for a global master, for every organisation (or the one given) for
 * an organisation master. Rows already there (by the unique key) are left alone.
 */
export async function insertSeedRows(db: Db, definition: MasterDefinition, organizationId?: number): Promise<void> {
  const seed = definition.schema['x-seed'];
  if (!seed?.length) return;
  const organizations =
    definition.schema['x-scope'] === 'global'
      ? [null]
      : organizationId !== undefined
        ? [organizationId]
        : (await db.selectFrom('organization').select('id').execute()).map((o) => o.id);
  for (const organization of organizations) {
    const rows = seed.map((row) => ({ ...toColumnValues(definition, row), ...(organization === null ? {} : ownerValues(definition, organization)), created_by: 'system', updated_by: 'system' }));
    await dynamic(db).insertInto(definition.table).values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
}
