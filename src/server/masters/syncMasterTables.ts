import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { SYSTEM_COLUMNS, type MasterDefinition } from './MasterDefinition.js';
import { insertSeedRows } from './seedMasters.js';
import { ensureWriteCounter } from './masterWriteCount.js';

/** information_schema's names for the column types the product creates. */
const INFORMATION_SCHEMA_TYPE: Record<string, string> = {
  text: 'text',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  bigint: 'bigint',
  'double precision': 'double precision',
  boolean: 'boolean',
  jsonb: 'jsonb',
};

/** The schema's own fields; the system columns are fixed by CREATE TABLE. */
const ownFields = (definition: MasterDefinition) => definition.fields.filter((f) => !(f.name in SYSTEM_COLUMNS));

const uniqueColumns = (definition: MasterDefinition) => definition.schema['x-unique'].map((n) => definition.byName.get(n)!.column).join('_');
const uniqueIndexName = (definition: MasterDefinition) => `${definition.table}_unique_${uniqueColumns(definition)}`;
/** The index of earlier versions, which let a missing field differ from every other (NULLs are distinct in an index). */
const formerUniqueIndexName = (definition: MasterDefinition) => `${definition.table}_uq_${uniqueColumns(definition)}`;

/**
 * The sorts a list page reads through an index (LIMIT stops after the page, no sort of the whole
 * set): the grid's default, newest first (id), and the look-up label, the order a look-up lists in.
 * Each leads with the owner column, so an organisation's page is one range of the index.
 */
function sortIndexes(definition: MasterDefinition): { name: string; columns: string[] }[] {
  const owner = definition.schema['x-scope'] === 'global' ? [] : ['organization_id'];
  const label = definition.schema['x-lookup']?.label;
  const labelColumn = label ? definition.byName.get(label)?.column : undefined;
  const sorts = [...new Set(['id', ...(labelColumn && labelColumn !== 'id' ? [labelColumn] : [])])];
  return sorts
    .map((column) => ({ name: `${definition.table}_sort_${column}`, columns: [...owner, ...(column === 'id' ? ['id'] : [column, 'id'])] }))
    .filter((index) => index.columns.length > 1);
}

/** A master's write counter trigger (see masterWriteCount.ts). */
const writeTriggerName = (definition: MasterDefinition) => `${definition.table}_counts_writes`;

/**
 * Brings each master's table in line with its schema: creates it, adds new columns, converts an
 * empty column whose type changed. It never drops a column or rewrites data; a type change on a
 * column holding data stops start-up with the master and field named. The current shape of every
 * table is read in two queries, so an unchanged start does no DDL at all.
 */
export async function syncMasterTables(db: Db, definitions: MasterDefinition[]): Promise<void> {
  const tables = definitions.map((d) => d.table);
  if (tables.length === 0) return;
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name IN (${sql.join(tables)})`.execute(db);
  const indexes = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN (${sql.join(tables)})`.execute(db);
  const existingIndexes = new Set(indexes.rows.map((i) => i.indexname));
  await ensureWriteCounter(db);
  const triggers = await sql<{ tgname: string }>`
    SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relname IN (${sql.join(tables)}) AND NOT t.tgisinternal`.execute(db);
  const existingTriggers = new Set(triggers.rows.map((t) => t.tgname));
  const shape = new Map<string, Map<string, string>>();
  for (const c of columns.rows) {
    if (!shape.has(c.table_name)) shape.set(c.table_name, new Map());
    shape.get(c.table_name)!.set(c.column_name, c.data_type);
  }

  for (const definition of definitions) {
    const current = shape.get(definition.table);
    const unique = definition.schema['x-unique'];
    if (!definition.ownsTable) {
      await checkProductTable(definition, current);
      continue;
    }
    const upToDate =
      current &&
      ownFields(definition).every((f) => current.get(f.column) === INFORMATION_SCHEMA_TYPE[f.sqlType]) &&
      existingIndexes.has(`${definition.table}_org_idx`) &&
      sortIndexes(definition).every((index) => existingIndexes.has(index.name)) &&
      existingTriggers.has(writeTriggerName(definition)) &&
      (unique.length === 0 || existingIndexes.has(uniqueIndexName(definition)));
    if (upToDate) continue;
    await db.transaction().execute((trx) => syncTable(trx, definition, current ?? new Map()));
  }
}

/** A schema over a product table (x-table) must match the columns the migrations made. */
async function checkProductTable(definition: MasterDefinition, current: Map<string, string> | undefined): Promise<void> {
  if (!current) throw new Error(`Schema ${definition.file}: x-table "${definition.table}" does not exist`);
  for (const field of definition.fields) {
    const have = current.get(field.column);
    const want = INFORMATION_SCHEMA_TYPE[field.sqlType];
    const compatible = have === want || (want === 'bigint' && have === 'integer');
    if (!compatible) {
      throw new Error(`Schema ${definition.file}: field "${field.name}" needs column ${definition.table}.${field.column} of type ${want}, found ${have ?? 'none'}`);
    }
  }
}

async function syncTable(trx: Db, definition: MasterDefinition, current: Map<string, string>): Promise<void> {
  const table = sql.table(definition.table);
  const created = current.size === 0;
  await sql`
    CREATE TABLE IF NOT EXISTS ${table} (
      id bigserial PRIMARY KEY,
      organization_id integer REFERENCES organization(id),
      version integer NOT NULL DEFAULT 1,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  for (const field of ownFields(definition)) {
    const have = current.get(field.column);
    if (!have) {
      const defaultValue = field.property.default;
      await sql`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${sql.ref(field.column)} ${sql.raw(field.sqlType)}${
        defaultValue !== undefined && field.sqlType !== 'jsonb' ? sql` NOT NULL DEFAULT ${sql.lit(defaultValue as string)}` : sql``
      }`.execute(trx);
    } else if (have !== INFORMATION_SCHEMA_TYPE[field.sqlType]) {
      const used = await sql<{ used: boolean }>`SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${sql.ref(field.column)} IS NOT NULL) AS used`.execute(trx);
      if (used.rows[0].used) {
        throw new Error(
          `Schema ${definition.file}: field "${field.name}" changed from ${have} to ${field.sqlType}, but column ${definition.table}.${field.column} holds data. Migrate the data or keep the old type.`,
        );
      }
      await sql`ALTER TABLE ${table} ALTER COLUMN ${sql.ref(field.column)} TYPE ${sql.raw(field.sqlType)} USING NULL`.execute(trx);
    }
  }
  await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(`${definition.table}_org_idx`)} ON ${table} (organization_id)`.execute(trx);
  for (const index of sortIndexes(definition)) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(index.name)} ON ${table} (${sql.join(index.columns.map((column) => sql.ref(column)))})`.execute(trx);
  }
  await sql`CREATE OR REPLACE TRIGGER ${sql.ref(writeTriggerName(definition))}
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION master_write_counted()`.execute(trx);
  const unique = definition.schema['x-unique'];
  if (unique.length > 0) {
    const parts = unique.map((name) => {
      const field = definition.byName.get(name)!;
      // A missing and an empty value are the same key, so 'IT' with no sub-category is one row, not one per save.
      return field.sqlType === 'text' ? sql`coalesce(lower(${sql.ref(field.column)}), '')` : sql.ref(field.column);
    });
    await sql`DROP INDEX IF EXISTS ${sql.ref(formerUniqueIndexName(definition))}`.execute(trx);
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.ref(uniqueIndexName(definition))} ON ${table} (coalesce(organization_id, 0), ${sql.join(parts)})`.execute(trx);
  }
  if (created) await insertSeedRows(trx, definition);
}
