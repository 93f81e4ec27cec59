import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import { recordAudit } from '../audit/recordAudit.js';
import { AppError } from '../http/AppError.js';
import type { Services } from '../services.js';
import type { CheckedImport } from './checkImport.js';
import { dynamic } from './dynamicDb.js';
import { employeeReferenceErrors } from './employeeReferences.js';
import type { RowError } from './importRows.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { toColumnValues } from './masterRecords.js';
import { guardUnique } from './masterRoutes.js';
import { masterReferenceErrors } from './masterReferences.js';
import { authorizeWrite, ownerValues, requireFieldRights, scopeCondition } from './masterScope.js';

/** Rows per INSERT: a batch never holds the HTTP thread (or PGlite) for long. */
const WRITE_BATCH = 100;
/** Keys per look-up of rows that already exist. */
const LOOKUP_BATCH = 250;
/** An error report names at most this many problems; the message counts them all. */
const MAX_REPORTED_ERRORS = 10_000;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The database half of an import, after the worker pool has read and checked every row: the
 * checks that need the database (employee references, keys already taken), then — only when no
 * row has an error — every row written in batches inside one transaction (all or nothing).
 * `progress` runs from 0 to 1 over the checks and the writing.
 */
export async function writeImport(
  services: Services,
  definition: MasterDefinition,
  auth: AuthContext,
  checked: CheckedImport,
  progress: (fraction: number) => Promise<void> = async () => {},
): Promise<number> {
  const { db } = services;
  if (checked.refused) throw new AppError(400, checked.refused);
  if (checked.total === 0) throw new AppError(400, 'The file has no rows to import');
  const { records } = checked;
  const rows = records.map((r) => r.record);
  // An imported row is authorised as a created one is (docs/tenancy.md).
  for (const record of rows) requireFieldRights(definition, auth, record);
  const organizations = await authorizeWrite(db, services.permissions, services.masters, definition, auth, 'add', rows.map((record) => ({ after: record })));
  const errors: RowError[] = [...checked.errors];
  for (const { index, field, message } of [
    ...(await employeeReferenceErrors(db, definition, rows, auth.organizationId)),
    ...(await masterReferenceErrors(db, services.masters, definition, rows, auth.organizationId)),
  ]) {
    errors.push({ row: records[index].row, field, message });
  }
  for (const { row, value } of await findExisting(services, definition, records, auth.organizationId)) {
    errors.push({ row, field: definition.schema['x-unique'][0], message: `${definition.schema.title} '${value}' already exists` });
  }
  await progress(0.1);
  if (errors.length > 0) {
    const failed = new Set(errors.map((e) => e.row)).size;
    throw new AppError(400, `${failed} row${failed === 1 ? ' has' : 's have'} errors; nothing was imported`, undefined, {
      rows: errors.sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_ERRORS),
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < records.length; i += WRITE_BATCH) {
      const values = records.slice(i, i + WRITE_BATCH).map(({ record }) => ({
        ...toColumnValues(definition, record),
        ...ownerValues(definition, auth.organizationId),
        created_by: auth.empId,
        updated_by: auth.empId,
      }));
      const inserted = await guardUnique(definition, () => dynamic(trx).insertInto(definition.table).values(values).returning('id').execute());
      // An imported row gets what a created one gets (a new organisation is provisioned).
      const onCreate = services.masterHooks.create[definition.table];
      if (onCreate) for (const { id } of inserted as { id: number }[]) await onCreate(trx, id, auth, services.masters);
      await progress(0.1 + (0.9 * (i + values.length)) / records.length);
      // An embedded database answers on this thread: let waiting requests in between batches.
      await yieldToOthers();
    }
    await recordAudit(trx, auth, { entity: definition.name, entityId: '*', action: 'import', after: { rows: records.length }, organizationIds: organizations });
  });
  // Product tables behind a schema (menus, roles, organisations) shape every caller's rights.
  if (!definition.ownsTable) await services.permissions.invalidate();
  return records.length;
}

/** Rows whose unique key is already taken in the table: reported with the other errors, before writing. */
async function findExisting(services: Services, definition: MasterDefinition, records: CheckedImport['records'], organizationId: number) {
  const [first] = definition.schema['x-unique'];
  if (!first || definition.schema['x-unique'].length > 1 || records.length === 0) return [];
  const field = definition.byName.get(first)!;
  const keys = records.map(({ record }) => String(record[first]).toLowerCase());
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    const rows = await sql<{ key: string }>`
      SELECT lower(${sql.ref(field.column)}::text) AS key FROM ${sql.table(definition.table)}
      WHERE ${scopeCondition(definition, organizationId)} AND lower(${sql.ref(field.column)}::text) IN (${sql.join(keys.slice(i, i + LOOKUP_BATCH))})`.execute(services.db);
    for (const row of rows.rows) taken.add(row.key);
  }
  return keys.flatMap((key, index) => (taken.has(key) ? [{ row: records[index].row, value: records[index].record[first] }] : []));
}
